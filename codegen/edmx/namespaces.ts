/** XML namespace URIs the reader recognises. Prefixes in documents are free; only these URIs count. */

export const NS_EDMX_V2 = 'http://schemas.microsoft.com/ado/2007/06/edmx';
export const NS_EDMX_V4 = 'http://docs.oasis-open.org/odata/ns/edmx';

/** CSDL namespaces of OData V1–V3 (the schema element carries one of these). */
export const NS_EDM_V2: ReadonlySet<string> = new Set([
  'http://schemas.microsoft.com/ado/2006/04/edm',
  'http://schemas.microsoft.com/ado/2007/05/edm',
  'http://schemas.microsoft.com/ado/2008/01/edm',
  'http://schemas.microsoft.com/ado/2008/09/edm',
  'http://schemas.microsoft.com/ado/2009/11/edm',
]);
export const NS_EDM_V4 = 'http://docs.oasis-open.org/odata/ns/edm';

/** `m:` — data-service metadata (DataServiceVersion, HttpMethod, IsDefaultEntityContainer). */
export const NS_METADATA = 'http://schemas.microsoft.com/ado/2007/08/dataservices/metadata';
/** `sap:` — SAP annotations; only `label` is used. */
export const NS_SAP = 'http://www.sap.com/Protocols/SAPData';
/** `portal:` — the citizen portal's own annotations (docs/metadata-contract.md). */
export const NS_PORTAL = 'urn:citizen-portal:annotations:1';

export const NS_XML = 'http://www.w3.org/XML/1998/namespace';
