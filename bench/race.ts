/**
 * The figures of a race between two tools run alternately (bench/codegen.ts: ours, SAP, ours,
 * SAP, ...): the median of each, the ratio of the medians and its range over the pairs run back
 * to back, so that a burst of load on the shared machine shows as a wide range instead of hiding
 * in one side's single run.
 */
export interface Race {
  oursMedianS: number;
  theirsMedianS: number;
  /** theirs / ours of the medians: how many times faster ours is. */
  ratio: number;
  /** The smallest and largest ratio of a pair (run i of theirs / run i of ours). */
  minRatio: number;
  maxRatio: number;
}

export function medianOf(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function race(oursS: readonly number[], theirsS: readonly number[]): Race {
  const pairs = Math.min(oursS.length, theirsS.length);
  const ratios = Array.from({ length: pairs }, (_, i) => theirsS[i]! / oursS[i]!);
  const oursMedianS = medianOf(oursS);
  const theirsMedianS = medianOf(theirsS);
  return {
    oursMedianS,
    theirsMedianS,
    ratio: theirsMedianS / oursMedianS,
    minRatio: ratios.length ? Math.min(...ratios) : NaN,
    maxRatio: ratios.length ? Math.max(...ratios) : NaN,
  };
}

/** Which tool runs at step `i` of `runs` pairs: ours first, then theirs, alternating. */
export function raceOrder(runs: number): ('ours' | 'theirs')[] {
  return Array.from({ length: runs * 2 }, (_, i) => (i % 2 === 0 ? 'ours' : 'theirs'));
}
