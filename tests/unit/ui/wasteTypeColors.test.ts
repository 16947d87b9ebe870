import { describe, expect, it } from 'vitest';
import { wasteTypeColors } from '../../../src/ui/wasteTypeColors';

// WCAG 2.1 relative luminance and contrast ratio, written out independently of Mantine.
function channel(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
function relativeLuminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  return 0.2126 * channel(full, 1) + 0.7152 * channel(full, 3) + 0.0722 * channel(full, 5);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('waste-type chip colours', () => {
  it('gives every authority colour a label with at least 4.5:1 (WCAG AA)', () => {
    // The reference catalogue's colours plus mid-tones where a fixed luminance threshold of 0.3 fails.
    const colours = ['#5f6b73', '#8b5a2b', '#1e63b5', '#ffd500', '#6d4c9f', '#2f9e44', '#e8590c', '#1c7ed6', '#868e96', '#fff', '#000'];
    for (const colour of colours) {
      const { background, text } = wasteTypeColors(colour);
      expect(background).toBe(colour);
      expect(contrast(background, text), `${text} on ${colour}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts dark text on the yellow of the Gelbe Tonne and white on dark brown', () => {
    expect(wasteTypeColors('#ffd500').text).toBe('#000000');
    expect(wasteTypeColors('#8b5a2b').text).toBe('#ffffff');
  });

  it('falls back to a readable gray when the colour is missing or not a CSS hex colour', () => {
    for (const colour of [null, undefined, '', 'rot', '#zzz', 'url(x)']) {
      const { background, text } = wasteTypeColors(colour);
      expect(background).toBe('#868e96');
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
