import { darken, lighten, luminance, type MantineColorsTuple } from '@mantine/core';

/**
 * The authority's one colour (portal.json theme.primaryColor) as the 10 shades Mantine needs,
 * with Mantine's own colour helpers: the colour itself at index 6 (primaryShade), so buttons and
 * the phone header are exactly that colour; lighter tints below (selected rows, soft rings) mixed
 * with white, darker shades above mixed with black. For the reference yellow #ffd500 this gives
 * the hand-tuned palette the portal had before within a few units per channel.
 *
 * Shade 9 carries text and focus rings on white (links, brand text, outlines), so it is darkened
 * further until it reaches 4.5:1 against white whatever the colour.
 */
export const PRIMARY_SHADE = 6;
const TINTS = [0.88, 0.76, 0.6, 0.42, 0.24, 0.1];
const SHADES = [0.1, 0.3, 0.5];
const AA = 4.5;
const WHITE = '#ffffff';

/** `rgba(r, g, b, a)` from Mantine's helpers -> `#rrggbb`. */
function hex(rgba: string): string {
  const [r, g, b] = (rgba.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Math.round(Number(v)));
  return `#${[r, g, b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function brandPalette(color: string): MantineColorsTuple {
  const base = color.toLowerCase();
  const tints = TINTS.map((t) => hex(lighten(base, t)));
  const shades = SHADES.map((t) => hex(darken(base, t)));
  let factor = SHADES[SHADES.length - 1]!;
  while (contrast(shades[2]!, WHITE) < AA && factor < 1) {
    factor = Math.min(1, factor + 0.05);
    shades[2] = hex(darken(base, factor));
  }
  return [...tints, base, ...shades] as unknown as MantineColorsTuple;
}

/**
 * The text colour on a background: the theme's near-black ink where it reaches 4.5:1, else pure
 * black, else white. One of black and white always reaches 4.58:1 or more (the two meet at a
 * luminance of 0.179), so any colour an authority picks keeps its labels readable.
 */
export function textOn(background: string, ink: string): string {
  if (luminance(background) <= 0.179) return WHITE;
  return contrast(background, ink) >= AA ? ink : '#000000';
}

/**
 * The shade a filled button takes under the pointer: Mantine's next darker one, unless the text
 * on it would then fall below 4.5:1 (dark text on a light colour), then the next lighter one.
 */
export function hoverShade(palette: MantineColorsTuple, text: string): number {
  const darker = palette[PRIMARY_SHADE + 1] ?? palette[PRIMARY_SHADE];
  return contrast(darker, text) >= AA ? PRIMARY_SHADE + 1 : PRIMARY_SHADE - 1;
}
