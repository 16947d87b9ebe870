import { describe, expect, it } from 'vitest';
import { e2eTestTimes, slowest, unitFileTimes } from '../../../tools/test-times';

describe('test times from the reporters', () => {
  it('reads each unit file’s wall time from Vitest’s JSON and names it relative to the project', () => {
    const times = unitFileTimes({ testResults: [{ name: '/repo/tests/unit/a.test.ts', startTime: 1_000, endTime: 26_500 }] }, '/repo');
    expect(times).toEqual([{ name: 'tests/unit/a.test.ts', seconds: 25.5 }]);
  });

  it('reads every browser test of nested suites with its longest attempt and its project', () => {
    const report = {
      suites: [
        {
          title: 'login.spec.ts',
          file: 'login.spec.ts',
          specs: [{ title: 'logs in', tests: [{ projectName: 'desktop', results: [{ duration: 4_000 }, { duration: 61_000 }] }] }],
          suites: [{ title: 'nested', specs: [{ title: 'inner', tests: [{ projectName: 'public', results: [{ duration: 500 }] }] }] }],
        },
      ],
    };
    expect(e2eTestTimes(report)).toEqual([
      { name: 'login.spec.ts › logs in [desktop]', seconds: 61 },
      { name: 'login.spec.ts › inner [public]', seconds: 0.5 },
    ]);
  });

  it('lists the slowest first, as many as asked, and marks those over the budget', () => {
    const lines = slowest(
      [
        { name: 'fast', seconds: 1 },
        { name: 'slow', seconds: 30 },
        { name: 'middle', seconds: 12 },
      ],
      20,
      2,
    );
    expect(lines).toEqual(['   30.0 s  über dem Budget  slow', '   12.0 s  middle']);
  });
});
