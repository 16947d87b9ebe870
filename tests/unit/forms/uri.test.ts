import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import uri from '../../../src/forms/uri';

// Loaded by Node itself: an import would be aliased to the stand-in like the portal's build.
const fastUri = createRequire(import.meta.url)('fast-uri') as { resolve(base: string, ref: string): string; equal(a: string, b: string): boolean };

// The portal's build replaces fast-uri with src/forms/uri.ts: what rjsf asks of it must come out alike.
describe('the URI stand-in answers like fast-uri', () => {
  it.each([
    ['https://example.org/schemas/claim.json', '#/definitions/address'],
    ['https://example.org/schemas/claim.json', 'address.json'],
    ['https://example.org/schemas/claim.json', '../common/phone.json#/definitions/number'],
    ['https://example.org/schemas/claim.json', 'https://other.example/x.json'],
    ['https://example.org/schemas/', 'claim.json'],
  ])('resolves %s + %s', (base, ref) => {
    expect(uri.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://example.org/a.json', 'https://example.org/a.json#', false],
    ['https://example.org/a.json', 'HTTPS://EXAMPLE.ORG/a.json', true],
    ['https://example.org/a.json', 'https://example.org/b.json', false],
    ['claim', 'claim', true],
    ['claim', 'other', false],
  ])('compares %s and %s', (a, b, same) => {
    expect(uri.equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });

  it('is the library, not the stand-in, that the test compares with', () => {
    expect(fastUri).not.toBe(uri);
    expect(Object.keys(fastUri)).toContain('parse');
  });
});
