/**
 * A fingerprint of a `$metadata` document's text. The generator stores the one of the document it
 * read next to the capabilities it derived (generated/capabilities.ts); the portal fingerprints the
 * live document and, when both agree, uses those capabilities instead of parsing ~70 KB of EDMX on
 * the main thread in front of the first interaction. Any other document (one byte differs) is read
 * and derived live, so features still follow the backend.
 *
 * 53-bit string hash (two 32-bit multiply-xor lanes, the "cyrb53" construction) plus the length:
 * fast (about a millisecond for 70 KB), stable across Node and browsers, not a security boundary —
 * the backend is the authority's own.
 */
export function metadataFingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${text.length}:${hash.toString(16)}`;
}
