/**
 * npm run codegen -- [--metadata <file|URL>] [--header 'Name: value']… [--out <dir>] [--check]
 *   [--report json] [--quiet] [--help]
 *
 * Reads as the pipeline it runs: read -> digest -> emit -> write (or compare, with --check), then
 * reports what the metadata switches on and off in the portal (portal-report.ts).
 * Progress and the report go to stderr, so stdout holds only `--report json`; bad input ends with
 * exit code 2 and one line, never a stack.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { portalWarnings } from './contract/deviations';
import { answerDeviations, withoutDeviations } from './contract/answers';
import { readPortalContract } from './contract/read';
import { readEdmx } from './read-edmx';
import { EdmxError } from './edmx/model';
import type { EmittedFile } from './emit/types';
import { deriveCapabilities } from './runtime/capabilities';
import { metadataFingerprint } from './runtime/fingerprint';
import { HeaderError, sourceHeaders } from './source-headers';
import {
  applyPlan,
  contextFor,
  digest,
  emitAll,
  isClean,
  loadMetadata,
  planWrite,
  SourceError,
  type WritePlan,
} from './pipeline';

const USAGE = `Usage: npm run codegen -- [options]

Generates typed entities, client, capabilities and forms from an OData $metadata document.

Options:
  --metadata <file|URL>  EDMX to read (default: schema/reference/metadata.xml); quote a URL
                         ('https://…/$metadata'), or the shell drops $metadata
  --header 'Name: value' request header for a URL, repeatable (e.g. 'sap-client: 100');
                         the Authorization value is best given as the environment variable
                         CODEGEN_AUTHORIZATION (e.g. 'Basic dXNlcjpwdw=='), kept out of the
                         shell history; a --header Authorization takes precedence
  --out <dir>            output directory (default: generated)
  --check                compare only: exit 1 and list stale/missing/extra files (and the
                         exported declarations that changed in stale ones) when the output
                         differs from what would be generated; writes nothing
  --report json          also write the report (modules on/off with the sets and functions
                         they need, forms with field counts, warnings) as JSON to stdout,
                         e.g. npm run --silent codegen -- --report json > report.json
  --quiet                no progress lines and no printed report (warnings still appear)
  --help                 this text

Exit codes: 0 ok, 1 --check found differences, 2 bad arguments or bad input.`;

class UsageError extends Error {}

function parse(argv: string[]) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        metadata: { type: 'string', default: 'schema/reference/metadata.xml' },
        header: { type: 'string', multiple: true, default: [] },
        out: { type: 'string', default: 'generated' },
        check: { type: 'boolean', default: false },
        report: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.report !== undefined && values.report !== 'json') throw new UsageError(`--report kennt nur json, nicht ${values.report}`);
    return values;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError((error as Error).message);
  }
}

/** One line per file; a stale script file also lists its changed exported declarations. */
async function summarise(outDir: string, plan: WritePlan): Promise<string[]> {
  const { describeDiff, diffDeclarations, isScript } = await import('./emit/declaration-diff');
  const stale = (file: EmittedFile) => {
    if (!isScript(file.path)) return [`  stale    ${file.path}`];
    const diff = diffDeclarations(file.path, readFileSync(join(outDir, file.path), 'utf8'), file.text);
    return [`  stale    ${file.path}`, ...describeDiff(diff).map((line) => `             ${line}`)];
  };
  return [
    ...plan.changed.flatMap(stale),
    ...plan.missing.map((f) => `  missing  ${f.path}`),
    ...plan.extra.map((path) => `  extra    ${path}`),
  ];
}

/** The document the portal and its demo data are built around: what it knows of each set. */
const referenceModel = () => readEdmx(readFileSync(join(import.meta.dirname, '..', 'schema', 'reference', 'metadata.xml'), 'utf8'));

async function main(argv: string[]): Promise<number> {
  const args = parse(argv);
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const started = performance.now();
  const progress = (line: string) => {
    if (!args.quiet) process.stderr.write(`${line}\n`);
  };
  const lap = (since: number) => `${Math.round(performance.now() - since)} ms`;

  // 1. read: the document, from a file or the authority's URL
  let t = performance.now();
  progress(`reading ${args.metadata}…`);
  const xml = await loadMetadata(args.metadata, sourceHeaders(args.header));
  progress(`  ${(xml.length / 1024).toFixed(0)} KiB in ${lap(t)}`);

  // 2. digest: EDMX -> MetadataModel with every identifier decided
  t = performance.now();
  progress('digesting…');
  const model = digest(xml);
  const typeCount = model.entityTypes.size + model.complexTypes.size + model.enumTypes.size;
  progress(
    `  ${typeCount} types, ${model.entitySets.size} entity sets, ${model.functionImports.size} function imports in ${lap(t)}`,
  );
  // Fields the portal's contract (src/api/types.ts) requires of what this metadata offers (a set
  // that is there but lacks its key would switch a feature on that then fails), and what is shaped
  // otherwise: a V4 document, a composite key, a required property the portal does not know.
  t = performance.now();
  progress('checking the portal contract…');
  const reference = referenceModel();
  const contract = readPortalContract();
  const contractWarnings = portalWarnings(model, contract, reference);
  // What the portal is generated from: without the functions whose answer it cannot read, so what
  // needs them is off (client, capabilities and forms lack them) instead of the build breaking.
  const deviations = answerDeviations(model, contract);
  const portalModel = withoutDeviations(model, deviations);
  progress(`  ${contractWarnings.length === 0 ? 'every required field present' : `${contractWarnings.length} deviation(s)`} in ${lap(t)}`);
  // Warnings say what was skipped or assumed (duplicates, dangling sets) or is missing: never silenced by --quiet.
  for (const d of [...model.diagnostics, ...contractWarnings]) process.stderr.write(`  warning: ${d.path}: ${d.message}\n`);

  // 3. emit: one emitter per artefact, pure; the .ts files printed by ts-morph in memory
  const ctx = { ...contextFor(args.metadata, args.out), fingerprint: metadataFingerprint(xml) };
  const { files, timings } = emitAll(portalModel, ctx, (name) =>
    progress(name === 'entities' ? `emitting entities (${typeCount} types)…` : `emitting ${name}…`),
  );
  for (const timing of timings) progress(`  ${timing.name}: ${timing.files} file(s) in ${Math.round(timing.ms)} ms`);

  // 4. write (or compare): only changed files are touched; stale generated files go away
  const plan = planWrite(args.out, files);
  let code = 0;
  if (args.check) {
    if (isClean(plan)) progress(`${args.out} is up to date (${files.length} files) in ${lap(started)}`);
    else {
      process.stderr.write(`${args.out} is out of date; run npm run codegen:\n${(await summarise(args.out, plan)).join('\n')}\n`);
      code = 1;
    }
  } else {
    applyPlan(args.out, plan);
    const touched = plan.changed.length + plan.missing.length;
    progress(`wrote ${touched} file(s), removed ${plan.extra.length}, unchanged ${plan.unchanged} in ${lap(started)}`);
  }

  // 5. report: what this metadata switches on and off, before anyone builds the portal
  if (!args.quiet || args.report) {
    // Loaded here: the report reads the portal's module table (some 25 files), which a --quiet
    // run without --report never needs.
    const { portalReport, reportLines } = await import('./portal-report');
    const report = portalReport(
      { ...portalModel, diagnostics: [...model.diagnostics, ...contractWarnings] },
      deriveCapabilities(portalModel),
      ctx.source,
      reference,
      deviations,
    );
    progress(reportLines(report).join('\n'));
    if (args.report === 'json') process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  }
  return code;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof EdmxError || error instanceof SourceError || error instanceof UsageError || error instanceof HeaderError;
    const message = error instanceof Error ? error.message : String(error);
    // One line, no stack: bad input is the user's to fix, and says how.
    process.stderr.write(`codegen: ${known ? '' : 'unexpected error: '}${message.replace(/\s*\n\s*/g, ' ')}\n`);
    if (error instanceof UsageError) process.stderr.write('codegen: see --help\n');
    process.exitCode = known ? 2 : 1;
  },
);
