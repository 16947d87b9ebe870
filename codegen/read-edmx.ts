/**
 * readEdmx for the generator's own process: the same reader and hardened parser run as
 * edmx/read.ts, on fast-xml-parser's one-file CommonJS build instead of its ES module. Under tsx
 * (`npm run codegen`) every ES module file is a round trip to the loader thread, and the ES
 * module is some 50 files: ~0.1 s at start-up for the same parser code.
 */
import { createRequire } from 'node:module';
import type { MetadataModel } from './edmx/model';
import { readEdmxWith, type ReadEdmxOptions } from './edmx/read-model';
import { xmlParserOn, type XmlParserLibrary } from './edmx/xml-fxp';

let parse: ReturnType<typeof xmlParserOn> | undefined;

export function readEdmx(xml: string, options: ReadEdmxOptions = {}): MetadataModel {
  parse ??= xmlParserOn(createRequire(import.meta.url)('fast-xml-parser') as XmlParserLibrary);
  return readEdmxWith(parse, xml, options);
}
