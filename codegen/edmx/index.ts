/** Public surface of the EDMX reader. */
export { readEdmx, type ReadEdmxOptions } from './read';
export { EdmxError } from './model';
export type * from './model';
export { RESERVED_TS_NAMES, tsKey, toIdentifier, isIdentifier } from './naming';
export { baseChain, effectiveKey, effectiveNavigationProperties, effectiveProperties } from './inheritance';
