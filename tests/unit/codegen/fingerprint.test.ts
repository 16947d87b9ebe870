import { describe, expect, it } from 'vitest';
import { metadataFingerprint } from '../../../codegen/runtime/fingerprint';

describe('metadata fingerprint', () => {
  const text = '<edmx:Edmx Version="1.0"><Schema Namespace="Abfall"/></edmx:Edmx>';

  it('is the same for the same text, every time', () => {
    expect(metadataFingerprint(text)).toBe(metadataFingerprint(`${text}`));
  });

  it('changes when a single character changes, including umlauts and layout', () => {
    const variants = [text.replace('Abfall', 'Abfalk'), text.replace('Abfall', 'Abfäll'), `${text}\n`, text.replace('"1.0"', '"1.1"')];
    const prints = new Set([text, ...variants].map(metadataFingerprint));
    expect(prints.size).toBe(variants.length + 1);
  });

  it('carries the length, so documents of different size never match', () => {
    expect(metadataFingerprint(text).split(':')[0]).toBe(String(text.length));
  });
});
