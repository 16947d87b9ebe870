/**
 * Components stay small (a component per idea: a section, a row, a step): none in src/ grows past
 * 80 lines. Measured by tools/component-sizes.ts with the TypeScript parser.
 */
import { describe, expect, it } from 'vitest';
import { componentSizes, componentsIn } from '../../../tools/component-sizes';

const LIMIT = 80;

describe('component sizes', () => {
  it('measures function, arrow and memo-wrapped components, nested ones too, and skips lower-case helpers', () => {
    const text = [
      'export function Page() {', // 1
      '  const Row = () => <li />;', // 2
      '  return <ul><Row /></ul>;', // 3
      '}', // 4
      'const Card = memo(function Card() {', // 5
      '  return null;', // 6
      '});', // 7
      'function helper() {', // 8
      '  return 1;', // 9
      '}', // 10
    ].join('\n');
    expect(componentsIn('x.tsx', text).map(({ name, start, lines }) => [name, start, lines])).toEqual([
      ['Page', 1, 4],
      ['Row', 2, 1],
      ['Card', 5, 3],
    ]);
  });

  it(`finds no component in src/ over ${LIMIT} lines`, () => {
    const sizes = componentSizes();
    expect(sizes.length).toBeGreaterThan(100);
    const tooLarge = sizes.filter((c) => c.lines > LIMIT).map((c) => `${c.file}:${c.start} ${c.name} (${c.lines} lines)`);
    expect(tooLarge).toEqual([]);
  });
});
