// libphonenumber's metadata for the authority's phone countries (tools/phone-metadata.ts).
declare module 'virtual:phone-metadata' {
  import type { MetadataJson } from 'libphonenumber-js/core';
  const metadata: MetadataJson;
  export default metadata;
}
