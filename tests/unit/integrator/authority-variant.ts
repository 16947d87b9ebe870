/**
 * An authority whose metadata differs from the reference the way real authorities differ, built by code from schema/reference/metadata.xml so that it follows the reference:
 *
 * - `Volumen.VolumenWert` is `Edm.String` ("240 l"), `MoeglichesGefaess.VolumenWert` is `Edm.Decimal`
 *   (a string on the V2 wire);
 * - `Reklamationen` has a string key, `Abfuhrtermine` a composite key;
 * - `Volumen` and `MoeglichesGefaess` live in a second `<Schema>` whose alias the first one uses;
 * - there are no bulky-waste orders (`StueckgutAuftraege`: set, type, associations, functions);
 * - `OrteMitOrtsteilen` is keyed by `OrteId` alone (no `Schluessel`) and its entity type has another
 *   name (`Ort`), as the contract of the public calendar allows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const VARIANT_SCHEMA = { namespace: 'Abfall.Stammdaten', alias: 'Stamm' } as const;
/** The types the variant moves into the second schema. */
export const MOVED_TYPES = [
  ['EntityType', 'Volumen'],
  ['ComplexType', 'MoeglichesGefaess'],
] as const;

/** Replaces exactly `count` occurrences; a reference that no longer matches fails loudly. */
function replaceAll(text: string, pattern: RegExp, replacement: string, what: string, count?: number): string {
  const hits = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (hits === 0 || (count !== undefined && hits !== count)) {
    throw new Error(`authority variant: expected ${count ?? 'some'} ${what} in the reference metadata, found ${hits}`);
  }
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), replacement);
}

/** The declaration `<kind Name="name">…</kind>` (with its indentation and line break). */
function declaration(xml: string, name: string, kind = 'EntityType'): string {
  const match = new RegExp(`\\n\\s*<${kind} Name="${name}">[\\s\\S]*?</${kind}>`).exec(xml);
  if (!match) throw new Error(`authority variant: ${kind} ${name} not found in the reference metadata`);
  return match[0];
}

function withoutDumpOrders(xml: string): string {
  let out = xml.replace(declaration(xml, 'StueckgutAuftraege'), '');
  out = replaceAll(out, /\s*<Association Name="StueckgutAuftraege_[\s\S]*?<\/Association>/, '', 'StueckgutAuftraege associations');
  out = replaceAll(out, /\s*<AssociationSet Name="StueckgutAuftraege_[\s\S]*?<\/AssociationSet>/, '', 'StueckgutAuftraege association sets');
  out = replaceAll(out, /\s*<EntitySet Name="StueckgutAuftraege"[^>]*\/>/, '', 'StueckgutAuftraege entity set', 1);
  // Functions that return or cancel a bulky-waste order go with it.
  out = replaceAll(out, /\s*<FunctionImport Name="(LegeStueckgutAuftragAn|StorniereStueckgutAuftrag)"[\s\S]*?<\/FunctionImport>/, '', 'bulky-waste functions', 2);
  if (out.includes('StueckgutAuftraege"') || out.includes('.StueckgutAuftraege_')) {
    throw new Error('authority variant: a reference to StueckgutAuftraege is left');
  }
  return out;
}

function withOtherTypes(xml: string): string {
  let out = replaceAll(
    xml,
    /(<EntityType Name="Volumen">[\s\S]*?<Property Name="VolumenWert" Type=")Edm\.Int32(" Nullable="false")/,
    '$1Edm.String$2 MaxLength="20"',
    'Volumen.VolumenWert',
    1,
  );
  out = replaceAll(
    out,
    /(<ComplexType Name="MoeglichesGefaess">[\s\S]*?<Property Name="VolumenWert" Type=")Edm\.Int32(")/,
    '$1Edm.Decimal$2 Precision="10" Scale="2"',
    'MoeglichesGefaess.VolumenWert',
    1,
  );
  out = replaceAll(
    out,
    /(<EntityType Name="Reklamationen">\s*<Key><PropertyRef Name="ReklamationenId"\/><\/Key>\s*<Property Name="ReklamationenId" Type=")Edm\.Int32(")/,
    '$1Edm.String$2 MaxLength="36"',
    'Reklamationen key',
    1,
  );
  return replaceAll(
    out,
    /(<EntityType Name="Abfuhrtermine">\s*)<Key><PropertyRef Name="AbfuhrtermineId"\/><\/Key>/,
    '$1<Key><PropertyRef Name="AbfuhrtermineId"/><PropertyRef Name="Termin"/></Key>',
    'Abfuhrtermine key',
    1,
  );
}

/** The entity type the variant's `OrteMitOrtsteilen` set is of. */
export const TOWN_TYPE = 'Ort';

/** `OrteMitOrtsteilen` keyed by `OrteId` alone, of an entity type named TOWN_TYPE. */
function withTownsByTownId(xml: string): string {
  let out = replaceAll(
    xml,
    /<EntityType Name="OrteMitOrtsteilen">\s*<Key><PropertyRef Name="Schluessel"\/><\/Key>\s*<Property Name="Schluessel"[^>]*\/>/,
    `<EntityType Name="${TOWN_TYPE}">\n        <Key><PropertyRef Name="OrteId"/></Key>`,
    'OrteMitOrtsteilen type with its key Schluessel',
    1,
  );
  out = replaceAll(
    out,
    /(<EntitySet Name="OrteMitOrtsteilen" EntityType=")Abfall\.Portal\.OrteMitOrtsteilen(")/,
    `$1Abfall.Portal.${TOWN_TYPE}$2`,
    'OrteMitOrtsteilen entity set',
    1,
  );
  if (out.includes('Portal.OrteMitOrtsteilen"')) throw new Error('authority variant: a reference to the type OrteMitOrtsteilen is left');
  return out;
}

/** Moves MOVED_TYPES into a second schema and refers to them through its alias. */
function withAliasSchema(xml: string): string {
  const { namespace, alias } = VARIANT_SCHEMA;
  let out = xml;
  const moved: string[] = [];
  for (const [kind, name] of MOVED_TYPES) {
    const text = declaration(out, name, kind);
    moved.push(text);
    out = out.replace(text, '');
    // Every reference the first schema makes goes through the alias; the container's through the namespace.
    out = replaceAll(out, new RegExp(`([("])Portal\\.${name}([)"])`), `$1${alias}.${name}$2`, `references to Portal.${name}`);
    out = out.replaceAll(`"Abfall.Portal.${name}"`, `"${namespace}.${name}"`);
  }
  const schema = `\n    <Schema Namespace="${namespace}" Alias="${alias}" xmlns="http://schemas.microsoft.com/ado/2008/09/edm">${moved.join('')}\n    </Schema>`;
  const firstEnd = out.indexOf('</Schema>');
  if (firstEnd < 0) throw new Error('authority variant: no </Schema> in the reference metadata');
  const at = firstEnd + '</Schema>'.length;
  return out.slice(0, at) + schema + out.slice(at);
}

/** The variant of `reference` (the EDMX text of schema/reference/metadata.xml). */
export function authorityVariantXml(reference: string): string {
  return withAliasSchema(withTownsByTownId(withOtherTypes(withoutDumpOrders(reference))));
}

/** The variant of the repository's reference metadata. */
export function authorityVariantOf(root: string): string {
  return authorityVariantXml(readFileSync(join(root, 'schema', 'reference', 'metadata.xml'), 'utf8'));
}
