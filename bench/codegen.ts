/**
 * npm run bench:codegen -- [--metadata FILE] [--runs N] [--skip-odata2ts] [--quick]
 *
 * Measures, in one run and on the same EDMX (default: SAP's MD_C_PRODUCT_MAINTAIN_SRV, 345 entity
 * sets), the whole process of: our generator, a bare fast-xml-parser parse (the floor), SAP's
 * `generate-odata-client` and odata2ts. Each is a child process timed by /usr/bin/time (wall, peak
 * RSS) or, where that is missing, by polling /proc/<pid>/status. Ours and SAP's run alternately,
 * `--runs` (default 3) times each; prints a table, the ratio of the medians with its range over the
 * pairs, and the load average before and after (the machine is shared).
 * Target: ours ≥10× faster than SAP's generator in the median, peak RSS ≤ 220 MB in every run. Ours pays for
 * ts-morph, the emitter the design card names: ~0.3 s to load its bundled compiler (less once V8's
 * code cache is written, which the first run ever does) and its structure printer.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { race, raceOrder } from './race';

const { values: args } = parseArgs({
  options: {
    metadata: { type: 'string', default: 'bench/data/MD_C_PRODUCT_MAINTAIN_SRV.metadata.xml' },
    runs: { type: 'string', default: '3' },
    'skip-odata2ts': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

const ROOT = resolve('.');
const TMP = resolve('.bench', `codegen-${process.pid}`);
const METADATA = resolve(args.metadata);
/**
 * Node's flags of `npm run codegen` (package.json), so the race runs what a user runs. A young
 * generation of 4 MB semi-spaces instead of 16 keeps the short-lived run's peak about 20 MB lower
 * at no measurable cost in time: most of what the generator allocates dies young.
 */
const CODEGEN_NODE_FLAGS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts
  .codegen!.split(/\s+/)
  .slice(1, -1);
const RUNS = Math.max(1, Number(args.runs) || 1);
const TARGET_SPEEDUP = 10;
const TARGET_RSS_MB = 220;
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

interface Measured {
  name: string;
  wallS: number;
  rssMb: number;
  code: number | null;
  outDir?: string;
  note?: string;
}

/** Peak RSS by polling /proc (fallback when /usr/bin/time is missing). */
function pollPeak(pid: number, peak: { kb: number }): NodeJS.Timeout {
  return setInterval(() => {
    try {
      const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) peak.kb = Math.max(peak.kb, Number(m[1]));
    } catch {
      /* process already gone */
    }
  }, 20);
}

async function measure(name: string, command: string[], cwd = ROOT, outDir?: string): Promise<Measured> {
  const timeFile = join(TMP, `time-${name.replace(/\W/g, '_')}.txt`);
  const useTime = existsSync('/usr/bin/time');
  const argv = useTime ? ['/usr/bin/time', '-f', '%e %M', '-o', timeFile, ...command] : command;
  const started = performance.now();
  const child = spawn(argv[0]!, argv.slice(1), { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const peak = { kb: 0 };
  const timer = useTime ? undefined : pollPeak(child.pid!, peak);
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (timer) clearInterval(timer);
  let wallS = (performance.now() - started) / 1000;
  if (useTime && existsSync(timeFile)) {
    const [wall, kb] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
    wallS = wall ?? wallS;
    peak.kb = kb ?? 0;
  }
  const note = code === 0 ? undefined : stderr.trim().split('\n').slice(-2).join(' | ');
  return { name, wallS, rssMb: peak.kb / 1024, code, ...(outDir ? { outDir } : {}), ...(note ? { note } : {}) };
}

function tsOutput(dir: string | undefined): string {
  if (!dir || !existsSync(dir)) return '-';
  let files = 0;
  let bytes = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|js)$/.test(entry.name)) {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(dir);
  return `${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

const median = (items: Measured[]): Measured => [...items].sort((a, b) => a.wallS - b.wallS)[Math.floor(items.length / 2)]!;

async function main(): Promise<void> {
  mkdirSync(TMP, { recursive: true });
  process.stderr.write(`metadata: ${METADATA} (${(statSync(METADATA).size / 1024 / 1024).toFixed(1)} MB)\n`);
  const results: Measured[] = [];

  const loadBefore = loadavg();
  // (a) our generator and (c) SAP's, alternately (ours, SAP, ours, SAP, ...): a burst of load on
  // the shared machine then hits both sides instead of one side's single run.
  const ours: Measured[] = [];
  const sapRuns: Measured[] = [];
  const sapInput = join(TMP, 'sap-in');
  mkdirSync(sapInput, { recursive: true });
  copyFileSync(METADATA, join(sapInput, `${basename(METADATA).replace(/\.metadata\.xml$|\.xml$/, '')}.edmx`));
  const order = args.quick ? raceOrder(RUNS).filter((side) => side === 'ours') : raceOrder(RUNS);
  for (const side of order) {
    if (side === 'ours') {
      const out = join(TMP, `ours-${ours.length}`);
      process.stderr.write(`ours run ${ours.length + 1}/${RUNS}…\n`);
      ours.push(await measure('ours (npm run codegen)', [process.execPath, ...CODEGEN_NODE_FLAGS, 'codegen/cli.ts', '--metadata', METADATA, '--out', out, '--quiet'], ROOT, out));
    } else {
      const out = join(TMP, `sap-out-${sapRuns.length}`);
      process.stderr.write(`SAP generate-odata-client run ${sapRuns.length + 1}/${RUNS}…\n`);
      sapRuns.push(await measure('@sap-cloud-sdk/generator 4.5.1', [bin('generate-odata-client'), '-i', sapInput, '-o', out, '--skipValidation', '--overwrite'], ROOT, out));
    }
  }
  results.push(median(ours));

  // (b) the floor: a bare fast-xml-parser parse of the same file in a fresh process
  const parse = `import { XMLParser } from 'fast-xml-parser'; import { readFileSync } from 'node:fs';
new XMLParser({ ignoreAttributes: false }).parse(readFileSync(${JSON.stringify(METADATA)}, 'utf8'));`;
  const parses: Measured[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    process.stderr.write(`bare parse run ${i + 1}/${RUNS}…\n`);
    parses.push(await measure('bare fast-xml-parser parse', [process.execPath, '--input-type=module', '-e', parse]));
  }
  results.push(median(parses));
  if (sapRuns.length) results.push(median(sapRuns));

  // (d) odata2ts: needs a tsconfig.json in its working directory; ~220 s here, so one run
  if (!args.quick && !args['skip-odata2ts']) {
    const cwd = join(TMP, 'odata2ts');
    mkdirSync(cwd, { recursive: true });
    writeFileSync(join(cwd, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', strict: true } }));
    process.stderr.write('odata2ts (takes minutes)…\n');
    results.push(await measure('@odata2ts/odata2ts 0.34', [bin('odata2ts'), '-s', METADATA, '-o', join(cwd, 'out'), '-m', 'all', '-e', 'ts'], cwd, join(cwd, 'out')));
  }
  const loadAfter = loadavg();

  const o2tsRan = results.some((r) => r.name.startsWith('@odata2ts'));
  const rows = results.map((r) => [r.name, r.wallS.toFixed(2), r.rssMb.toFixed(0), r.code === 0 ? tsOutput(r.outDir) : `exit ${r.code}: ${r.note ?? ''}`]);
  const head = ['tool', 'wall s', 'peak RSS MB', 'output'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\ncodegen benchmark on ${basename(METADATA)} (${RUNS > 1 ? `median of ${RUNS}, ours and SAP alternately${o2tsRan ? '; odata2ts once' : ''}` : 'single runs'})`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));

  const us = results[0]!;
  const sap = results.find((r) => r.name.startsWith('@sap'));
  const o2ts = results.find((r) => r.name.startsWith('@odata2ts'));
  const sapOk = sapRuns.length > 0 && sapRuns.every((r) => r.code === 0) && ours.every((r) => r.code === 0);
  const figures = sapOk ? race(ours.map((r) => r.wallS), sapRuns.map((r) => r.wallS)) : undefined;
  const seconds = (runs: Measured[]) => runs.map((r) => r.wallS.toFixed(2)).join(', ');
  console.log(`\nours s per run: ${seconds(ours)}; peak RSS MB per run: ${ours.map((r) => r.rssMb.toFixed(0)).join(', ')}`);
  if (sapRuns.length) console.log(`SAP s per run:  ${seconds(sapRuns)}`);
  if (figures) {
    console.log(
      `speed-up vs SAP generator (ratio of medians): ${figures.ratio.toFixed(1)}× ` +
        `(pairs run back to back: ${figures.minRatio.toFixed(1)}× to ${figures.maxRatio.toFixed(1)}×; memory ${(sap!.rssMb / us.rssMb).toFixed(1)}× less)`,
    );
  }
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(`load average (1, 5, 15 min) before: ${load(loadBefore)}, after: ${load(loadAfter)} (${cpus().length} cores)`);
  if (o2ts?.code === 0) console.log(`speed-up vs odata2ts: ${(o2ts.wallS / us.wallS).toFixed(1)}×`);
  // Every run of ours stays within the memory target, not only the median one.
  const rssOk = ours.every((r) => r.rssMb <= TARGET_RSS_MB);
  const rssMax = Math.max(...ours.map((r) => r.rssMb));
  const speedOk = figures ? figures.ratio >= TARGET_SPEEDUP : undefined;
  const speed = figures ? `${figures.ratio.toFixed(1)}×, ` : '';
  console.log(
    `target: ≥${TARGET_SPEEDUP}× faster than SAP (${speed}${speedOk === undefined ? 'not measured' : speedOk ? 'met' : 'MISSED'}), ` +
      `peak RSS ≤ ${TARGET_RSS_MB} MB (largest run ${rssMax.toFixed(0)} MB, ${rssOk ? 'met' : 'MISSED'})`,
  );
  if (!args.keep) rmSync(TMP, { recursive: true, force: true });
  if (us.code !== 0) process.exitCode = 1;
}

await main();
