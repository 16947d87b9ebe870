/**
 * What a metadata document makes of the portal, told before anything is built: each module on or
 * off with the entity sets and function imports its definition asked for, each form with its field
 * count (or missing), and the reader's warnings.
 *
 * The modules are the portal's own definitions (src/modules/registry), each `needs` evaluated
 * against the capabilities codegen derived, through the same capability gate the portal asks at
 * run time; the gate only records which names were asked. So the report cannot drift from the
 * portal: a module added or a condition changed there is reported without an edit here. The forms
 * the portal is built around are those of the reference metadata; this document's own forms are
 * listed too. Profile and module list in portal.json narrow the modules further at build time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { capabilityGate, type CapabilityGate } from '../src/api/capability-gate';
import { MODULES } from '../src/modules/registry';
import { answerText, type AnswerDeviation } from './contract/answers';
import type { MetadataModel } from './edmx/model';
import { readEdmx } from './read-edmx';
import { buildForm } from './emit/form-schema';
import type { Capabilities } from './runtime/capabilities';

export interface ModuleReport {
  name: string;
  /** The module's name in the portal's menu. */
  label: string;
  enabled: boolean;
  /** Entity sets and function imports the module's condition asked for, in the order asked. */
  uses: string[];
  /** Those of them this metadata lacks. */
  missing: string[];
}

export interface FormReport {
  function: string;
  /** false: the reference has this form, this metadata lacks its function or its `portal:` fields. */
  present: boolean;
  /** Input fields, including the hidden ones (`Component="None"`, sent but not shown). */
  fields: number;
  hidden: number;
}

/** A function import the portal leaves out because it cannot read its answer (contract/answers.ts). */
export interface DeviationReport extends AnswerDeviation {
  /** German, as printed: `liefert Strassen, das Portal braucht Anmeldeergebnis (…)`. */
  text: string;
}

export interface PortalReport {
  source: string;
  modules: ModuleReport[];
  /** Functions the metadata has but the portal leaves out: whatever needs them is off. */
  deviations: DeviationReport[];
  forms: FormReport[];
  warnings: { path: string; message: string }[];
}

const ROOT = join(import.meta.dirname, '..');
const REFERENCE = join(ROOT, 'schema', 'reference', 'metadata.xml');

/** The menu labels, from the portal's German texts (plain JSON, read like tools/split-texts does). */
function menuLabels(): Record<string, string> {
  const texts = JSON.parse(readFileSync(join(ROOT, 'src', 'i18n', 'de-DE.json'), 'utf8')) as { nav?: Record<string, string> };
  return texts.nav ?? {};
}

/**
 * The portal's gate over `capabilities`, with a client that has a member for every name they list
 * (at build time the generated client has exactly those).
 */
export function buildTimeGate(capabilities: Capabilities): CapabilityGate {
  const client: Record<string, unknown> = {};
  for (const name of capabilities.entitySets) client[name] = {};
  for (const name of capabilities.functionImports) client[name] = () => undefined;
  return capabilityGate(capabilities, client);
}

/** buildTimeGate wrapped to note each name asked. */
function askingGate(capabilities: Capabilities, asked: string[]): CapabilityGate {
  const inner = buildTimeGate(capabilities);
  const note = (name: string) => {
    if (!asked.includes(name)) asked.push(name);
  };
  const gate: CapabilityGate = {
    known: inner.known,
    set: (name) => (note(name), inner.set(name)),
    fn: (name) => (note(name), inner.fn(name)),
    describe: (name) => (note(name), inner.describe(name)),
    view: <V extends object>() =>
      new Proxy({}, { get: (_, name) => (typeof name === 'string' ? (gate.set(name) ?? gate.fn(name)) : undefined) }) as {
        readonly [K in keyof V]?: V[K];
      },
  };
  return gate;
}

function moduleReports(capabilities: Capabilities): ModuleReport[] {
  const labels = menuLabels();
  const present = new Set([...capabilities.entitySets, ...capabilities.functionImports]);
  return Object.values(MODULES).map((definition) => {
    const uses: string[] = [];
    const enabled = definition.needs(askingGate(capabilities, uses));
    const label = labels[definition.labelKey.replace(/^nav\./, '')] ?? definition.name;
    return { name: definition.name, label, enabled, uses, missing: uses.filter((name) => !present.has(name)) };
  });
}

function formOf(model: MetadataModel, name: string): FormReport {
  const fn = model.functionImports.get(name);
  if (!fn?.hasForm) return { function: name, present: false, fields: 0, hidden: 0 };
  const { fields } = buildForm(fn);
  return { function: name, present: true, fields: fields.length, hidden: fields.filter((f) => f.component === 'None').length };
}

const formNames = (model: MetadataModel) => [...model.functionImports.values()].filter((fn) => fn.hasForm).map((fn) => fn.name);

function formReports(model: MetadataModel, reference: MetadataModel | null): FormReport[] {
  const names = new Set([...(reference ? formNames(reference) : []), ...formNames(model)]);
  return [...names].sort().map((name) => formOf(model, name));
}

/**
 * The report for `model` (read from `source`) and the capabilities derived from it. `reference`
 * overrides the document whose forms the portal is built around (tests); null leaves them out.
 */
export function portalReport(
  model: MetadataModel,
  capabilities: Capabilities,
  source: string,
  reference: MetadataModel | null = readEdmx(readFileSync(REFERENCE, 'utf8')),
  deviations: ReadonlyMap<string, AnswerDeviation> = new Map(),
): PortalReport {
  return {
    source,
    modules: moduleReports(capabilities),
    deviations: [...deviations.values()].map((d) => ({ ...d, text: answerText(d) })),
    forms: formReports(model, reference),
    warnings: model.diagnostics.map(({ path, message }) => ({ path, message })),
  };
}

const fehlt = (names: string[]) => `${names.join(', ')} ${names.length === 1 ? 'fehlt' : 'fehlen'}`;

/** The report as the CLI prints it, German like its other messages to the integrator. */
export function reportLines(report: PortalReport): string[] {
  const lines = ['Das Portal aus diesen Metadaten:', '  Module:'];
  const deviating = new Map(report.deviations.map((d) => [d.name, d]));
  for (const m of report.modules) {
    // A function left out for its answer is missing to the module; it is named with what it answers.
    const absent = m.missing.filter((name) => !deviating.has(name));
    const misshaped = m.missing.filter((name) => deviating.has(name)).map((name) => `${name} ${deviating.get(name)!.text}`);
    const why = m.enabled ? m.uses.filter((name) => !m.missing.includes(name)).join(', ') : [...misshaped, ...(absent.length ? [fehlt(absent)] : [])].join('; ');
    lines.push(`    ${m.label}: ${m.enabled ? 'an' : 'aus'}${why ? ` (${why})` : ''}`);
  }
  if (report.deviations.length > 0) {
    lines.push('  Ausgelassene Funktionen (was sie braucht, ist aus):');
    for (const d of report.deviations) lines.push(`    ${d.name}: aus (${d.text})`);
  }
  lines.push('  Formulare:');
  for (const f of report.forms) {
    if (!f.present) lines.push(`    ${f.function}: fehlt (Funktion oder portal:-Felder nicht in den Metadaten)`);
    else lines.push(`    ${f.function}: ${f.fields} ${f.fields === 1 ? 'Feld' : 'Felder'}${f.hidden ? `, davon ${f.hidden} verborgen` : ''}`);
  }
  const count = report.warnings.length;
  lines.push(`  Warnungen: ${count === 0 ? 'keine' : `${count} (einzeln oben als warning:)`}`);
  lines.push('  Profil und Modulliste in portal.json schränken die Module beim Build weiter ein.');
  return lines;
}
