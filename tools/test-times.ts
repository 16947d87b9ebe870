/**
 * `npm run test:times`: the slowest unit test files and browser tests of the last `npm test`, read
 * from the reporters' JSON (Vitest writes `.data/test-times/unit.json`, each Playwright pass
 * `.data/test-times/e2e-<pass>.json`), with the load average beside them: a slow file shows up in
 * every run's log instead of only in the suite's total. Files over the budgets are named as such;
 * the figures follow the machine's load, so they are printed, and read, with it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export const TIMES_DIR = '.data/test-times';
/** A unit test file longer than this is too slow for fast feedback (seconds). */
export const UNIT_FILE_BUDGET_S = 20;
/** A browser test longer than this waits on a clock instead of a condition (seconds). */
export const E2E_TEST_BUDGET_S = 60;
const SHOWN = 20;

export interface Timing {
  name: string;
  seconds: number;
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** Each test file's wall time, as Vitest's JSON reporter gives it. */
export function unitFileTimes(report: VitestReport, root = process.cwd()): Timing[] {
  return report.testResults.map((file) => ({ name: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }));
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Each browser test's longest attempt, named by file, title and project, from Playwright's JSON reporter. */
export function e2eTestTimes(report: { suites: PlaywrightSuite[] }): Timing[] {
  const out: Timing[] = [];
  const walk = (suite: PlaywrightSuite, file: string) => {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = Math.max(0, ...test.results.map((r) => r.duration));
        out.push({ name: `${where} › ${spec.title} [${test.projectName}]`, seconds: ms / 1000 });
      }
    }
    for (const child of suite.suites ?? []) walk(child, where);
  };
  for (const suite of report.suites) walk(suite, suite.file ?? suite.title);
  return out;
}

/** The `count` slowest, slowest first, each marked when it is over `budget`. */
export function slowest(times: Timing[], budget: number, count = SHOWN): string[] {
  return [...times]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((t) => `${t.seconds.toFixed(1).padStart(7)} s${t.seconds > budget ? '  über dem Budget' : ''}  ${t.name}`);
}

function main(): void {
  if (!existsSync(TIMES_DIR)) {
    console.log(`Keine Testzeiten in ${TIMES_DIR}: erst npm test (oder npm run test:unit) ausführen.`);
    return;
  }
  const load = loadavg().map((l) => l.toFixed(2)).join(' / ');
  console.log(`Testzeiten (Last jetzt ${load}, 1/5/15 min)`);
  const unit = join(TIMES_DIR, 'unit.json');
  if (existsSync(unit)) {
    const times = unitFileTimes(JSON.parse(readFileSync(unit, 'utf8')) as VitestReport);
    console.log(`\nDie ${SHOWN} langsamsten Unit-Testdateien (Budget ${UNIT_FILE_BUDGET_S} s je Datei):`);
    for (const line of slowest(times, UNIT_FILE_BUDGET_S)) console.log(line);
  }
  const e2e = readdirSync(TIMES_DIR).filter((f) => /^e2e-.*\.json$/.test(f));
  if (e2e.length > 0) {
    const times = e2e.flatMap((f) => e2eTestTimes(JSON.parse(readFileSync(join(TIMES_DIR, f), 'utf8')) as { suites: PlaywrightSuite[] }));
    console.log(`\nDie ${SHOWN} langsamsten Browsertests (Budget ${E2E_TEST_BUDGET_S} s je Test):`);
    for (const line of slowest(times, E2E_TEST_BUDGET_S)) console.log(line);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
