/**
 * The EDMX reader for the portal in the browser: the same pipeline as `readEdmx` (index.ts), with
 * the browser's DOMParser instead of fast-xml-parser, so the live $metadata costs no parser code.
 */
import type { MetadataModel } from './model';
import { readEdmxWith, type ReadEdmxOptions } from './read-model';
import { parseXmlDom } from './xml-dom';

export { EdmxError } from './model';
export type { ReadEdmxOptions } from './read-model';

export function readEdmx(xml: string, options: ReadEdmxOptions = {}): MetadataModel {
  return readEdmxWith(parseXmlDom, xml, options);
}
