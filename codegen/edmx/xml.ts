/**
 * parseXml: the untrusted-XML boundary (xml-fxp.ts) on fast-xml-parser's ES module, for the
 * reference server and the tests.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { xmlParserOn } from './xml-fxp';

export {
  DEFAULT_MAX_BYTES,
  MAX_DEPTH,
  MAX_ELEMENTS,
  MAX_RUN_WITHOUT_TAG,
  positionAt,
  qualified,
  type XElement,
} from './xml-guard';

/**
 * Parses untrusted XML into an element tree. Throws EdmxError: too-large, doctype,
 * malformed-xml (with position), too-deep, invalid.
 */
export const parseXml = xmlParserOn({ XMLParser, XMLValidator });
