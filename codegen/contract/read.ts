/**
 * Reads the portal's contract (src/api/portal-client.ts and the entity interfaces of
 * src/api/types.ts it names) as the TypeScript compiler sees it, so the generator can hold an
 * authority's metadata against what the portal really reads. The source file is read, not
 * imported: codegen/ stays below src/, and a changed contract is seen without a rebuild.
 *
 * The result is a plain description: each entity set and function import of `PortalClient` with the
 * shape it answers; per shape the properties the contract REQUIRES (not `?`) and the shapes of its
 * nested properties (navigation and complex properties), followed through `| null`, arrays and
 * `Many<T>`. A shape reached twice is the same object, so cycles (an order's successor) end.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Node, Type } from 'ts-morph';
import { DEFAULT_CACHE_DIR } from '../emit/load-ts-morph';
import { tsMorph } from '../emit/ts-file';

export interface ContractShape {
  /** The contract's name for it (`Objekt`), or `Parent.property` for an inline type. */
  name: string;
  /** Properties the contract declares without `?`. */
  required: string[];
  /** Nested structured properties by name. */
  nested: Map<string, ContractShape>;
}

export interface PortalContract {
  /** Entity set name -> the shape of its rows. */
  sets: Map<string, ContractShape>;
  /** Function import name -> the shape of its answer (or of one entry of a list). */
  functions: Map<string, ContractShape>;
}

export const CONTRACT_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'api', 'portal-client.ts');
const CONTRACT_INTERFACE = 'PortalClient';

/**
 * The contract file and the files of its own folder it imports, as the TypeScript checker would
 * load them (`./x` specifiers only: what it imports from elsewhere shapes no entity).
 */
function contractFiles(file: string): Map<string, string> {
  const files = new Map<string, string>();
  const pending = [file];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (files.has(next)) continue;
    const text = readFileSync(next, 'utf8');
    files.set(next, text);
    for (const [, specifier] of text.matchAll(/\bfrom\s+'\.\/([^']+)'/g)) pending.push(join(dirname(next), `${specifier}.ts`));
  }
  return files;
}

/**
 * Reading the contract asks the TypeScript checker (about half a second); its answer depends only
 * on the contract's files and this reader, so it is kept under a hash of both and read back on the
 * next run while neither changed.
 */
export function readPortalContract(file: string = CONTRACT_FILE, cacheDir: string = DEFAULT_CACHE_DIR): PortalContract {
  const files = contractFiles(file);
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  for (const [path, text] of files) hash.update(`\0${path}\0${text}`);
  const cacheFile = join(cacheDir, `portal-contract-${hash.digest('hex').slice(0, 24)}.json`);
  try {
    return fromJson(JSON.parse(readFileSync(cacheFile, 'utf8')) as ContractJson);
  } catch {
    // none yet, or unreadable: read the contract below
  }
  const contract = checkedContract(file, files);
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Renamed into place: a parallel run reads either no cache or a whole one.
    writeFileSync(`${cacheFile}.${process.pid}`, JSON.stringify(toJson(contract)));
    renameSync(`${cacheFile}.${process.pid}`, cacheFile);
  } catch {
    // a read-only checkout: read it again next time
  }
  return contract;
}

/** Shapes by index, nested shapes as indices: a shape reached twice (and a cycle) stays one. */
interface ContractJson {
  shapes: { name: string; required: string[]; nested: [string, number][] }[];
  sets: [string, number][];
  functions: [string, number][];
}

function toJson(contract: PortalContract): ContractJson {
  const index = new Map<ContractShape, number>();
  const shapes: ContractJson['shapes'] = [];
  const add = (shape: ContractShape): number => {
    const known = index.get(shape);
    if (known !== undefined) return known;
    const entry = { name: shape.name, required: shape.required, nested: [] as [string, number][] };
    index.set(shape, shapes.push(entry) - 1);
    for (const [name, inner] of shape.nested) entry.nested.push([name, add(inner)]);
    return index.get(shape)!;
  };
  const named = (map: Map<string, ContractShape>) => [...map].map(([name, shape]): [string, number] => [name, add(shape)]);
  return { sets: named(contract.sets), functions: named(contract.functions), shapes };
}

function fromJson(json: ContractJson): PortalContract {
  const shapes = json.shapes.map((s): ContractShape => ({ name: s.name, required: s.required, nested: new Map() }));
  json.shapes.forEach((s, i) => {
    for (const [name, inner] of s.nested) shapes[i]!.nested.set(name, shapes[inner]!);
  });
  const named = (entries: [string, number][]) => new Map(entries.map(([name, i]) => [name, shapes[i]!]));
  return { sets: named(json.sets), functions: named(json.functions) };
}

function checkedContract(file: string, files: Map<string, string>): PortalContract {
  const { Project } = tsMorph();
  // The contract names no DOM or newer library type: ES5's declarations (Promise, Array, Partial,
  // Pick, …) are all the checker needs, and leaving out the default DOM library saves seconds per run.
  const project = new Project({
    compilerOptions: { strict: true, skipLibCheck: true, noEmit: true, noResolve: true, lib: ['lib.es5.d.ts'], types: [] },
    skipAddingFilesFromTsConfig: true,
  });
  for (const [path, text] of files) project.createSourceFile(path, text, { overwrite: true });
  const source = project.getSourceFileOrThrow(file);
  const client = source.getInterfaceOrThrow(CONTRACT_INTERFACE);
  const shapes = new Map<Type, ContractShape>();
  const contract: PortalContract = { sets: new Map(), functions: new Map() };
  for (const member of client.getType().getProperties()) {
    const type = member.getTypeAtLocation(client).getNonNullableType();
    const list = type.getProperty('list');
    if (list) {
      const row = structured(answerOf(list.getTypeAtLocation(client)));
      if (row) contract.sets.set(member.getName(), shapeOf(row, client, shapes, member.getName()));
      continue;
    }
    const answer = structured(answerOf(type));
    if (answer) contract.functions.set(member.getName(), shapeOf(answer, client, shapes, member.getName()));
  }
  return contract;
}

/** What a call resolves to: `Promise<R>` -> R. */
function answerOf(call: Type): Type | undefined {
  const signature = call.getCallSignatures()[0];
  return signature?.getReturnType().getTypeArguments()[0];
}

/** The object type behind `T | null`, `T[]` and `Many<T>`; undefined for primitives, dates and `unknown`. */
function structured(type: Type | undefined): Type | undefined {
  if (!type || type.isUnknown() || type.isAny()) return undefined;
  let t = type.getNonNullableType();
  if (t.isUnion()) {
    const parts = t.getUnionTypes();
    t = parts.find((p) => p.isArray()) ?? (parts.length === 1 ? parts[0]! : t);
  }
  if (t.isArray()) t = t.getArrayElementTypeOrThrow().getNonNullableType();
  if (t.isUnion() || !(t.isObject() || t.isIntersection()) || t.getCallSignatures().length > 0) return undefined;
  // Date and other library types are values, not shapes of the metadata (`Partial<T>` is one, though).
  const declared = t.getSymbol()?.getDeclarations()[0]?.getSourceFile().getFilePath() ?? '';
  if (declared.includes('/node_modules/') && !t.getAliasSymbol()) return undefined;
  return t;
}

/** Utility types name no shape: `Partial<Abfallart>` is named after `Abfallart`. */
const UTILITIES = new Set(['Partial', 'Required', 'Pick', 'Omit', 'Readonly']);

function nameOf(type: Type, fallback: string): string {
  const named = (t: Type): string | undefined => {
    const alias = t.getAliasSymbol()?.getName();
    if (alias && UTILITIES.has(alias)) {
      const argument = t.getAliasTypeArguments()[0];
      return argument ? named(argument) : undefined;
    }
    const name = alias ?? t.getSymbol()?.getName();
    return name && !name.startsWith('__') ? name : undefined;
  };
  if (type.isIntersection()) for (const part of type.getIntersectionTypes()) if (named(part)) return named(part)!;
  return named(type) ?? fallback;
}

function shapeOf(type: Type, at: Node, shapes: Map<Type, ContractShape>, fallback: string): ContractShape {
  const known = shapes.get(type);
  if (known) return known;
  const shape: ContractShape = { name: nameOf(type, fallback), required: [], nested: new Map() };
  shapes.set(type, shape);
  for (const property of type.getProperties()) {
    if (!property.isOptional()) shape.required.push(property.getName());
    const inner = structured(property.getTypeAtLocation(at));
    if (inner) shape.nested.set(property.getName(), shapeOf(inner, at, shapes, `${shape.name}.${property.getName()}`));
  }
  return shape;
}
