import { describe, expect, it } from 'vitest';
import { medianOf, race, raceOrder } from '../../../bench/race';

describe('codegen race figures', () => {
  it('alternates ours and theirs, ours first', () => {
    expect(raceOrder(3)).toEqual(['ours', 'theirs', 'ours', 'theirs', 'ours', 'theirs']);
  });

  it('takes the median of each side, not a single run of one', () => {
    const figures = race([1.2, 1.0, 5.0], [12, 30, 11]);
    expect(figures.oursMedianS).toBe(1.2);
    expect(figures.theirsMedianS).toBe(12);
    expect(figures.ratio).toBeCloseTo(10);
  });

  it('gives the range of the ratios of the pairs run back to back', () => {
    const figures = race([1.2, 1.0, 5.0], [12, 30, 11]);
    expect(figures.minRatio).toBeCloseTo(2.2);
    expect(figures.maxRatio).toBeCloseTo(30);
  });

  it('averages the middle two of an even count', () => {
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(Number.isNaN(medianOf([]))).toBe(true);
  });
});
