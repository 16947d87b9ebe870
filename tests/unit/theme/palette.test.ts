// Given the one colour an authority names in portal.json (theme.primaryColor), when the portal
// makes its theme, then buttons are exactly that colour, their text reaches WCAG AA (4.5:1) at rest
// and under the pointer, and the shade used for links and focus rings reaches 4.5:1 on white,
// whatever the colour.
import { readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast, brandPalette, hoverShade, PRIMARY_SHADE, textOn } from '../../../src/theme/palette';
import { brand, theme } from '../../../src/theme';

const INK = '#1a1b1e';
const REFERENCE_YELLOW = '#ffd500';
const DARK_GREEN = '#2e7d32';
const PALE_YELLOW = '#fff6c8';
// A mid grey: neither the near-black ink (4.04:1) nor white (4.29:1) reaches 4.5:1 on it, so
// Mantine's luminance switch alone cannot give readable text here.
const MID_GREY = '#7a7a7a';

describe('brand palette from one colour', () => {
  it.each([REFERENCE_YELLOW, DARK_GREEN, PALE_YELLOW, MID_GREY])('%s: 10 shades, the colour itself at the primary shade, light to dark', (color) => {
    const palette = brandPalette(color);
    expect(palette).toHaveLength(10);
    expect(palette[PRIMARY_SHADE]).toBe(color);
    for (let i = 1; i < 10; i++) expect(contrast(palette[i]!, '#ffffff')).toBeGreaterThanOrEqual(contrast(palette[i - 1]!, '#ffffff'));
    expect(contrast(palette[9], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the reference yellow palette the portal had (its hand-tuned shades 6 to 8, shade 9 as dark)', () => {
    const palette = brandPalette(REFERENCE_YELLOW);
    expect(palette.slice(6, 9)).toEqual(['#ffd500', '#e6c000', '#b39500']);
    expect(contrast(palette[9], '#ffffff')).toBeGreaterThan(5.2);
  });

  it('picks dark text on the yellow, white on the dark green, black where the ink is not enough', () => {
    expect(textOn(REFERENCE_YELLOW, INK)).toBe(INK);
    expect(textOn(DARK_GREEN, INK)).toBe('#ffffff');
    expect(textOn(PALE_YELLOW, INK)).toBe(INK);
    expect(contrast(MID_GREY, INK)).toBeLessThan(4.5);
    expect(contrast(MID_GREY, '#ffffff')).toBeLessThan(4.5);
    expect(textOn(MID_GREY, INK)).toBe('#000000');
  });

  it('reaches 4.5:1 for the text at rest and under the pointer on every colour of a sweep', () => {
    const hex = (v: number) => v.toString(16).padStart(2, '0');
    for (let r = 0; r < 256; r += 51) {
      for (let g = 0; g < 256; g += 17) {
        for (let b = 0; b < 256; b += 51) {
          const color = `#${hex(r)}${hex(g)}${hex(b)}`;
          const palette = brandPalette(color);
          const text = textOn(color, INK);
          expect(contrast(color, text), color).toBeGreaterThanOrEqual(4.5);
          expect(contrast(palette[hoverShade(palette, text)] ?? '', text), color).toBeGreaterThanOrEqual(4.5);
          expect(contrast(palette[9], '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});

describe('the theme of the built authority (reference)', () => {
  it("takes portal.json's colour as the primary colour and its text colour from the contrast", () => {
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[PRIMARY_SHADE]).toBe(REFERENCE_YELLOW);
    expect(brand.onPrimary).toBe(INK);
  });

  it('gives filled brand buttons that text colour and a hover shade it reads on', () => {
    const resolve = theme.variantColorResolver!;
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    const filled = resolve({ color: 'brand', theme: full, variant: 'filled' });
    expect(filled.color).toBe(INK);
    expect(filled.hover).toBe(`var(--mantine-color-brand-${brand.hover})`);
  });
});

// The focus ring of text inputs (theme.css): a ring in shade 9 between the white field and the
// brand's light tint (shade 3) outside it. It must stand out (3:1, WCAG 1.4.11) against each of
// its neighbours, for every authority's colour in schema/ and for colours an authority might pick.
describe('input focus ring', () => {
  const authorityColours = readdirSync('schema', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => (JSON.parse(readFileSync(`schema/${entry.name}/portal.json`, 'utf8')) as { theme: { primaryColor: string } }).theme.primaryColor);

  it.each([...new Set([...authorityColours, REFERENCE_YELLOW, DARK_GREEN, PALE_YELLOW, MID_GREY])])('%s: the dark ring reaches 3:1 against the field, the page and the light tint', (color) => {
    const palette = brandPalette(color);
    const ring = palette[9];
    for (const neighbour of ['#ffffff', DEFAULT_THEME.colors.gray[0], palette[3]]) expect(contrast(ring, neighbour)).toBeGreaterThanOrEqual(3);
  });
});
