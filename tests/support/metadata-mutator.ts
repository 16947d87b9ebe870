/**
 * Variants of the reference metadata an authority might have: optional parts missing, other keys,
 * required properties the portal does not know, other names. Each edit is a text edit on the EDMX
 * that must hit what it names, so a variant never silently equals the reference.
 */
import { readFileSync } from 'node:fs';

export const REFERENCE_METADATA = 'schema/reference/metadata.xml';

export const referenceMetadata = (): string => readFileSync(REFERENCE_METADATA, 'utf8');

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every match and fails when there is none: a pattern that no longer matches is a broken variant. */
function must(xml: string, pattern: RegExp, replacement: string | ((match: string, ...groups: string[]) => string), what: string): string {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  if (!global.test(xml)) throw new Error(`metadata-mutator: ${what} not found`);
  global.lastIndex = 0;
  return xml.replace(global, replacement as (match: string, ...groups: string[]) => string);
}

/** The entity type of a set (its name without namespace). */
export function typeOfSet(xml: string, set: string): string {
  const m = new RegExp(`<EntitySet Name="${escape(set)}" EntityType="[^"]*\\.([^".]+)"`).exec(xml);
  if (!m?.[1]) throw new Error(`metadata-mutator: set ${set} not found`);
  return m[1];
}

/** Without the entity sets, the association sets that link them and the function imports' references to them. */
export function withoutSets(xml: string, sets: readonly string[]): string {
  let out = xml;
  for (const set of sets) {
    out = must(out, new RegExp(`\\s*<EntitySet Name="${escape(set)}" [^>]*/>`), '', `set ${set}`);
    out = out.replace(/\s*<AssociationSet [^>]*>[\s\S]*?<\/AssociationSet>/g, (block) => (block.includes(`EntitySet="${set}"`) ? '' : block));
    // A function import naming a set the document lacks is refused by the reader: it keeps its return type only.
    out = out.replaceAll(` EntitySet="${set}"`, '');
  }
  return out;
}

/** Without the function imports. */
export function withoutFunctions(xml: string, names: readonly string[]): string {
  let out = xml;
  for (const name of names) {
    out = must(out, new RegExp(`\\s*<FunctionImport Name="${escape(name)}"[^>]*?(?:/>|>[\\s\\S]*?</FunctionImport>)`), '', `function ${name}`);
  }
  return out;
}

export interface KeyProperty {
  name: string;
  type: string;
}

/**
 * The set's entity type keyed by `keys` instead: keys it lacks are added as non-nullable
 * properties, a key it has gets the given type (e.g. `Edm.Guid`).
 */
export function withKey(xml: string, set: string, keys: readonly KeyProperty[]): string {
  const type = typeOfSet(xml, set);
  return must(
    xml,
    new RegExp(`(<EntityType Name="${escape(type)}"[^>]*>)([\\s\\S]*?)(</EntityType>)`),
    (_m, open: string, body: string, close: string) => {
      let inner = body.replace(/<Key>[\s\S]*?<\/Key>/, `<Key>${keys.map((k) => `<PropertyRef Name="${k.name}"/>`).join('')}</Key>`);
      const added: string[] = [];
      for (const key of keys) {
        const prop = new RegExp(`<Property Name="${escape(key.name)}" Type="[^"]*"`);
        if (prop.test(inner)) inner = inner.replace(prop, `<Property Name="${key.name}" Type="${key.type}"`);
        else added.push(`<Property Name="${key.name}" Type="${key.type}" Nullable="false"/>`);
      }
      inner = inner.replace(/(<\/Key>)/, `$1\n        ${added.join('\n        ')}`);
      return `${open}${inner}${close}`;
    },
    `entity type ${type}`,
  );
}

/** A property added to the set's entity type, after its key. */
export function withProperty(xml: string, set: string, property: { name: string; type: string; nullable?: boolean }): string {
  const type = typeOfSet(xml, set);
  const decl = `<Property Name="${property.name}" Type="${property.type}" Nullable="${property.nullable ? 'true' : 'false'}"/>`;
  return must(xml, new RegExp(`(<EntityType Name="${escape(type)}"[^>]*>\\s*<Key>[\\s\\S]*?</Key>)`), `$1\n        ${decl}`, `entity type ${type}`);
}

/** Another schema namespace, alias and container name (the reference: `Abfall.Portal`, `Portal`, `Abfallportal`). */
export function withNames(xml: string, names: { namespace: string; alias: string; container: string }): string {
  let out = must(xml, /"Abfall\.Portal\.Dienst"/, `"${names.namespace}.Container"`, 'container schema');
  out = must(out, /"Abfall\.Portal(?=[."])/, `"${names.namespace}`, 'namespace');
  out = must(out, /(["(])Portal\./, (_m, before: string) => `${before}${names.alias}.`, 'alias references');
  out = must(out, /Alias="Portal"/, `Alias="${names.alias}"`, 'alias');
  return must(out, /<EntityContainer Name="Abfallportal"/, `<EntityContainer Name="${names.container}"`, 'container');
}

/** All entity sets of the document, in order. */
export function entitySets(xml: string): string[] {
  return [...xml.matchAll(/<EntitySet Name="([^"]+)"/g)].map((m) => m[1] as string);
}

/** All function imports of the document, in order. */
export function functionImports(xml: string): string[] {
  return [...xml.matchAll(/<FunctionImport Name="([^"]+)"/g)].map((m) => m[1] as string);
}

/**
 * What the calendar and the password login need (src/modules/calendar, the login machine): the
 * collection dates through their plan, tariff, waste type and volume, the streets and towns, the
 * objects and their owners. Everything else the portal names is optional (docs/metadata-contract.md).
 */
export const CORE_SETS = [
  'Adressen',
  'Orte',
  'OrteMitOrtsteilen',
  'Strassen',
  'Objekte',
  'Abfallarten',
  'Volumen',
  'GefaesstarifArten',
  'Abfuhrplaene',
  'Abfuhrtermine',
] as const;
export const CORE_FUNCTIONS = ['IdZumMasterLogin', 'PruefePasswort', 'AbfuhrtermineAbJahr'] as const;

/** (a) Every optional set and function removed. */
export function minimalVariant(xml = referenceMetadata()): string {
  const core = new Set<string>([...CORE_SETS, ...CORE_FUNCTIONS]);
  return withoutFunctions(
    withoutSets(
      xml,
      entitySets(xml).filter((s) => !core.has(s)),
    ),
    functionImports(xml).filter((f) => !core.has(f)),
  );
}

/** (c) `Objekte` and the calendar set `Abfuhrtermine` keyed by `Mandant` + their id, as SAP gateways do. */
export function compositeKeyVariant(xml = referenceMetadata()): string {
  return withKey(
    withKey(xml, 'Objekte', [
      { name: 'Mandant', type: 'Edm.String' },
      { name: 'ObjekteId', type: 'Edm.Int32' },
    ]),
    'Abfuhrtermine',
    [
      { name: 'Mandant', type: 'Edm.String' },
      { name: 'AbfuhrtermineId', type: 'Edm.Int32' },
    ],
  );
}

/** (c) `Objekte` and `Abfuhrtermine` keyed by a Guid. */
export function guidKeyVariant(xml = referenceMetadata()): string {
  return withKey(withKey(xml, 'Objekte', [{ name: 'ObjekteId', type: 'Edm.Guid' }]), 'Abfuhrtermine', [{ name: 'AbfuhrtermineId', type: 'Edm.Guid' }]);
}

/** Types the extra properties cycle through: every kind of value a seed has to invent. */
const EXTRA_TYPES = ['Edm.String', 'Edm.Int32', 'Edm.DateTime', 'Edm.Boolean', 'Edm.Decimal', 'Edm.Guid', 'Edm.Int64', 'Edm.Double'];

/** (d) A non-nullable property the portal does not know on every entity type with a set (`Tourkennung` on `Abfuhrtermine`). */
export function extraPropertyVariant(xml = referenceMetadata()): string {
  let out = xml;
  const types = new Set<string>();
  entitySets(xml).forEach((set) => {
    const type = typeOfSet(xml, set);
    if (types.has(type)) return;
    types.add(type);
    // The collection dates get the SAP gateway's tour code; the others cycle through the types.
    const property = set === 'Abfuhrtermine' ? { name: 'Tourkennung', type: 'Edm.String' } : { name: 'Pflichtangabe', type: EXTRA_TYPES[types.size % EXTRA_TYPES.length] as string };
    out = withProperty(out, set, property);
  });
  return out;
}

/** (e) Another namespace, container name and alias. */
export function renamedVariant(xml = referenceMetadata()): string {
  return withNames(xml, { namespace: 'ZABF_BUERGER_SRV', alias: 'Z', container: 'ZABF_BUERGER_SRV_Entities' });
}

/** The sets and functions each optional feature reads (docs/metadata-contract.md, "Entity sets and functions per module"). */
export const OPTIONAL_FEATURES: Readonly<Record<string, { sets: readonly string[]; functions: readonly string[] }>> = {
  dump: { sets: ['StueckgutAuftraege', 'StueckgutAuftragsarten', 'Stueckgueter', 'StueckgutAnzahlen'], functions: ['StueckgutTermine', 'LegeStueckgutAuftragAn', 'StorniereStueckgutAuftrag'] },
  documents: { sets: ['Dokumente', 'OeffentlicheDokumente'], functions: ['DokumentHerunterladen', 'OeffentlichesDokumentHerunterladen'] },
  claims: { sets: ['Reklamationen', 'ReklamationsArten', 'ReklamationsZuordnungen', 'Gebiete'], functions: ['LegeReklamationAngemeldetAn', 'LegeReklamationAn', 'MoeglicheGefaesse'] },
  finances: { sets: ['Buchungen'], functions: ['Kontoauszug', 'KontoauszugHerunterladen'] },
  demands: { sets: ['Forderungen', 'Bankverbindungen', 'SepaMandate', 'Banken'], functions: ['ErteileSepaMandat', 'StarteZahlung', 'PruefeZahlung'] },
  container: { sets: ['Gefaesstarife', 'GefaessAntragsarten'], functions: ['BeantrageGefaess'] },
  wiki: { sets: ['WikiArtikel', 'AbfallABC'], functions: [] },
  register: { sets: [], functions: ['RegistriereBenutzer', 'BestaetigeRegistrierung', 'SendePasswortLink', 'SetzePasswortZurueck', 'PruefePasswortLink'] },
  reminders: { sets: ['Vorlaufzeiten'], functions: ['Registrieren', 'RegistriereEmailErinnerung'] },
  exports: { sets: [], functions: ['KalenderExport', 'KalenderAbo', 'KalenderDruck'] },
  settings: { sets: [], functions: ['AktualisiereStammdaten'] },
};

/** (b) The reference without one optional feature's sets and functions. */
export function withoutFeature(feature: keyof typeof OPTIONAL_FEATURES, xml = referenceMetadata()): string {
  const parts = OPTIONAL_FEATURES[feature];
  if (!parts) throw new Error(`metadata-mutator: unknown feature ${feature}`);
  return withoutFunctions(withoutSets(xml, parts.sets), parts.functions);
}

/** One property of the set's entity type declared with another type (e.g. a code as `Edm.DateTime`). */
export function withPropertyType(xml: string, set: string, property: string, type: string): string {
  const entity = typeOfSet(xml, set);
  return must(
    xml,
    new RegExp(`(<EntityType Name="${escape(entity)}"[^>]*>[\\s\\S]*?<Property Name="${escape(property)}" Type=")[^"]*(")`),
    `$1${type}$2`,
    `property ${entity}.${property}`,
  );
}

/** (f) The function import answering another type (e.g. `Portal.Strassen` where the portal expects an `Anmeldeergebnis`). */
export function withReturnType(xml: string, fn: string, type: string): string {
  return must(xml, new RegExp(`(<FunctionImport Name="${escape(fn)}" ReturnType=")[^"]*(")`), `$1${type}$2`, `function ${fn}`);
}
