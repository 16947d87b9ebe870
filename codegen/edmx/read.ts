/**
 * readEdmx: untrusted EDMX text -> MetadataModel, parsed with the hardened fast-xml-parser run of
 * xml.ts (reference server, tests; the generator binds the same run in codegen/read-edmx.ts). The
 * pipeline itself lives in read-model.ts.
 */
import type { MetadataModel } from './model';
import { readEdmxWith, type ReadEdmxOptions } from './read-model';
import { parseXml } from './xml';

export { readEdmxWith, type ReadEdmxOptions, type XmlParse } from './read-model';

export function readEdmx(xml: string, options: ReadEdmxOptions = {}): MetadataModel {
  return readEdmxWith(parseXml, xml, options);
}
