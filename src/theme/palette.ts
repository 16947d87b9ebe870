import type { MantineColorsTuple } from '@mantine/core';

// Brand yellow with #ffd500 at index 6 (primaryShade). Shades 8/9 are dark enough to carry text
// on white (shade 9: 5.28:1), which is why links, brand text and focus rings use shade 9.
export const brandYellow: MantineColorsTuple = [
  '#fffbe0',
  '#fff5c2',
  '#ffef99',
  '#ffe86b',
  '#ffe13d',
  '#ffdb1a',
  '#ffd500',
  '#e6c000',
  '#b39500',
  '#806a00',
];
