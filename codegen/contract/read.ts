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
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Project, type Node, type Type } from 'ts-morph';

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

export function readPortalContract(file: string = CONTRACT_FILE): PortalContract {
  // The contract names no DOM or newer library type: ES5's declarations (Promise, Array, Partial,
  // Pick, …) are all the checker needs, and leaving out the default DOM library saves seconds per run.
  // Only the contract's own folder is loaded (its entity types and value types): what it imports from
  // elsewhere (the run-time client's option types) shapes no entity, and loading it triples the time.
  const project = new Project({ compilerOptions: { strict: true, skipLibCheck: true, noEmit: true, noResolve: true, lib: ['lib.es5.d.ts'], types: [] }, skipAddingFilesFromTsConfig: true });
  const source = project.addSourceFileAtPath(file);
  const pending = [source];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const declaration of next.getImportDeclarations()) {
      const specifier = declaration.getModuleSpecifierValue();
      if (!specifier.startsWith('./')) continue;
      const path = join(next.getDirectoryPath(), `${specifier.slice(2)}.ts`);
      if (!project.getSourceFile(path)) pending.push(project.addSourceFileAtPath(path));
    }
    for (const declaration of next.getExportDeclarations()) {
      const specifier = declaration.getModuleSpecifierValue();
      if (!specifier?.startsWith('./')) continue;
      const path = join(next.getDirectoryPath(), `${specifier.slice(2)}.ts`);
      if (!project.getSourceFile(path)) pending.push(project.addSourceFileAtPath(path));
    }
  }
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
