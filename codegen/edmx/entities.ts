/**
 * Entity decoding for attribute values. The parser runs with `processEntities: false` so that no
 * entity can ever expand (billion laughs); we decode only the five predefined XML entities and
 * numeric character references here, each to at most one character.
 */

const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(lt|gt|amp|quot|apos));/g;

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function fromCodePoint(code: number): string {
  // Surrogates and values beyond Unicode are not characters; XML forbids NUL.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** Decodes `&lt; &gt; &amp; &quot; &apos; &#NN; &#xHH;`; anything else stays as written. */
export function decodeXmlEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(ENTITY, (_match, hex: string | undefined, dec: string | undefined, named: string | undefined) => {
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    if (dec !== undefined) return fromCodePoint(parseInt(dec, 10));
    return NAMED[named ?? ''] ?? '';
  });
}
