import { luminance } from '@mantine/core';

// Mantine gray-6: the chip colour of a waste type the authority gave no (usable) colour.
const FALLBACK = '#868e96';
// The authority sends CSS hex colours (Abfallart/Farbe). Anything else would be drawn by the
// browser in some unknown way (or not at all), so it gets the fallback.
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// Black and white text have equal contrast on a background of relative luminance
// sqrt(1.05 * 0.05) - 0.05 ≈ 0.179; above it black wins, below it white. Either way the
// ratio is at least 4.58:1, so every authority colour gets a WCAG AA label (Mantine's own
// autoContrast switches at the theme's 0.3 and would leave white on mid-tones at ~3.5:1).
const EQUAL_CONTRAST_LUMINANCE = Math.sqrt(1.05 * 0.05) - 0.05;

export interface WasteTypeColors {
  background: string;
  text: '#000000' | '#ffffff';
}

/** Background and label colour of a waste type's chip; the label always has at least 4.5:1. */
export function wasteTypeColors(color: string | null | undefined): WasteTypeColors {
  const trimmed = color?.trim() ?? '';
  const background = HEX.test(trimmed) ? trimmed : FALLBACK;
  return { background, text: luminance(background) > EQUAL_CONTRAST_LUMINANCE ? '#000000' : '#ffffff' };
}
