/**
 * Components stay small (a component per idea: a section, a row, a step): none in src/ grows past
 * 80 lines. Measured by tools/component-sizes.ts with the TypeScript parser.
 */
import { describe, expect, it } from 'vitest';
import { componentSizes, componentsIn } from '../../../tools/component-sizes';

const LIMIT = 80;

/**
 * Components not yet split, each at the size it had when the rule came in. A size here may only
 * shrink: lower it when the component shrinks, drop the entry when it is at the limit or below.
 */
const NOT_YET_SPLIT: Record<string, number> = {
  'src/ui/shell/BannerCarouselView.tsx BannerCarouselView': 104,
  'src/forms/GeneratedFormView.tsx GeneratedFormView': 103,
};

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

  it(`finds no component in src/ over ${LIMIT} lines, but those listed, and those no larger than listed`, () => {
    const sizes = componentSizes();
    expect(sizes.length).toBeGreaterThan(100);
    const tooLarge = sizes
      .filter((c) => c.lines > Math.max(LIMIT, NOT_YET_SPLIT[`${c.file} ${c.name}`] ?? 0))
      .map((c) => `${c.file}:${c.start} ${c.name} (${c.lines} lines)`);
    expect(tooLarge).toEqual([]);
  });

  it('lists no component as not yet split that is gone or already small enough', () => {
    const sizes = new Map(componentSizes().map((c) => [`${c.file} ${c.name}`, c.lines]));
    const stale = Object.entries(NOT_YET_SPLIT)
      .filter(([key, lines]) => (sizes.get(key) ?? 0) <= LIMIT || (sizes.get(key) ?? 0) < lines)
      .map(([key, lines]) => `${key}: listed ${lines}, now ${sizes.get(key) ?? 'gone'}`);
    expect(stale).toEqual([]);
  });
});
