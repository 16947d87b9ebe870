/**
 * The MetadataModel: everything the generator, the reference server and the portal's run-time
 * capability check know about an authority's `$metadata`. Built once by `readEdmx()`; consumers
 * only map it to their output, they never look at XML again.
 *
 * Isomorphic: no Node APIs here or anywhere in codegen/edmx (the portal imports it at run time).
 * Identifiers for emitted code are precomputed by the naming module, so emitters never invent names.
 */

/** OData primitive type names as they appear in EDMX (`Edm.String`, `Edm.DateTime`, ...). */
export type EdmPrimitive =
  | 'Edm.Binary'
  | 'Edm.Boolean'
  | 'Edm.Byte'
  | 'Edm.Date'
  | 'Edm.DateTime'
  | 'Edm.DateTimeOffset'
  | 'Edm.Decimal'
  | 'Edm.Double'
  | 'Edm.Duration'
  | 'Edm.Guid'
  | 'Edm.Int16'
  | 'Edm.Int32'
  | 'Edm.Int64'
  | 'Edm.SByte'
  | 'Edm.Single'
  | 'Edm.Stream'
  | 'Edm.String'
  | 'Edm.Time'
  | 'Edm.TimeOfDay';

/** A resolved type reference. `fqn` is always namespace-qualified (aliases resolved). */
export type TypeRef =
  | { kind: 'primitive'; name: EdmPrimitive; collection: boolean }
  /** An Edm type this reader does not know (e.g. Edm.Geography*): carried, typed as unknown. */
  | { kind: 'unknownPrimitive'; name: string; collection: boolean }
  | { kind: 'complex'; fqn: string; collection: boolean }
  | { kind: 'entity'; fqn: string; collection: boolean }
  | { kind: 'enum'; fqn: string; collection: boolean };

export interface Property {
  /** Name as the authority spells it (used on the wire). */
  name: string;
  /** Identifier safe to use as a TS property key (quoted form precomputed when needed). */
  tsKey: string;
  type: TypeRef;
  nullable: boolean;
  maxLength?: number;
  precision?: number;
  scale?: number;
  /** `sap:label`, a German display label. */
  label?: string;
}

export interface NavigationProperty {
  name: string;
  tsKey: string;
  /** Fully qualified name of the target entity type. */
  target: string;
  /** true for `*` multiplicity (V2) or `Collection(...)` (V4). */
  collection: boolean;
  /** true when the end is `0..1` (V2) or `Nullable="true"` (V4). */
  nullable: boolean;
}

export interface StructuredType {
  /** Namespace-qualified name, e.g. `Portal.Auftraege`. */
  fqn: string;
  namespace: string;
  name: string;
  /** Unique identifier for emitted code across all schemas (clashes resolved by the naming module). */
  tsName: string;
  baseType?: string;
  properties: Property[];
  label?: string;
}

export interface EntityType extends StructuredType {
  kind: 'entity';
  /** Key property names in declaration order. */
  key: string[];
  navigationProperties: NavigationProperty[];
}

export interface ComplexType extends StructuredType {
  kind: 'complex';
}

export interface EnumType {
  kind: 'enum';
  fqn: string;
  namespace: string;
  name: string;
  tsName: string;
  underlying: EdmPrimitive;
  isFlags: boolean;
  members: { name: string; value: number }[];
}

export interface EntitySet {
  name: string;
  /** Identifier for emitted code (client member names). */
  tsName: string;
  /** FQN of the entity type. */
  entityType: string;
  /** The container the set belongs to. */
  container: string;
}

/**
 * Portal annotations on a function import parameter (docs/metadata-contract.md, "Portal annotations").
 * Raw strings are parsed here; unknown values are reported as diagnostics, not thrown.
 */
export type FieldComponent =
  | 'None'
  | 'AutoComplete'
  | 'ComboBox'
  | 'CheckBox'
  | 'Radio'
  | 'TextField'
  | 'TextArea'
  | 'DatePicker';

export type Expectation =
  | { rule: 'NotEmpty' }
  | { rule: 'EMail' }
  | { rule: 'Phone' }
  | { rule: 'Limit'; limit: number }
  | { rule: 'Amount'; minimum: number }
  | { rule: 'StreetNumber' }
  /** Checked by the server: a container (bin) chip number known to MoeglicheGefaesse. */
  | { rule: 'ContainerNumber' }
  /** A password: masked, hashed before it is sent. */
  | { rule: 'Password' }
  /** A new password: the password rules of docs/behaviour.md ("Validation") plus a repetition field; masked and hashed. */
  | { rule: 'NewPassword' }
  /** An IBAN: ISO 13616 check digits; the portal names the bank it belongs to. */
  | { rule: 'IBAN' };

export type DateToken = 'CurrentDate' | 'StartOfYear' | 'EndOfYear' | 'StartOfMonth' | 'EndOfMonth';

export type FieldDefault =
  | { kind: 'literal'; value: string }
  | { kind: 'date'; token: DateToken; years: number; months: number; days: number };

export interface FieldOrder {
  /** Column width out of 12 (default 12). */
  span: number;
  /** Position in the row (1-based). */
  index: number;
  /** Row number (1-based). */
  row: number;
}

export interface FieldAnnotations {
  component?: FieldComponent;
  order?: FieldOrder;
  section?: string;
  query?: string;
  queryText?: string;
  default?: FieldDefault;
  expectations: Expectation[];
}

export interface FunctionParameter {
  name: string;
  tsKey: string;
  type: TypeRef;
  nullable: boolean;
  maxLength?: number;
  /** V2 Mode (In/Out/InOut); V4 parameters are In. */
  mode: 'In' | 'Out' | 'InOut';
  label?: string;
  portal: FieldAnnotations;
}

export interface FunctionImport {
  name: string;
  tsName: string;
  /** `m:HttpMethod` (V2); V4 ActionImports are POST, FunctionImports GET. */
  httpMethod: 'GET' | 'POST' | 'PUT' | 'MERGE' | 'PATCH' | 'DELETE';
  /** undefined when the function returns nothing. */
  returnType?: TypeRef;
  /** `EntitySet` attribute of the import, when it returns entities of a set. */
  entitySet?: string;
  parameters: FunctionParameter[];
  portal: {
    payload: boolean;
    /** Accepted upload types, MIME types or extensions, as given (trimmed, lower-cased). */
    expect: string[];
    allowsPlannedCancellation: boolean;
    /**
     * `portal:ParametersInBody="true"`: the call sends its parameters in the JSON body, never in the
     * URL (secrets such as a reset link's token, which a URL would carry into proxy logs).
     */
    parametersInBody?: true;
  };
  /** true when at least one parameter carries a portal field annotation: a form is generated. */
  hasForm: boolean;
}

export interface Association {
  fqn: string;
  ends: { role: string; type: string; multiplicity: '1' | '0..1' | '*' }[];
}

export interface Schema {
  namespace: string;
  alias?: string;
}

/** A non-fatal finding: something ignored or defaulted. Fatal problems throw an EdmxError. */
export interface Diagnostic {
  severity: 'warning';
  message: string;
  /** Where, e.g. `FunctionImport LegeReklamationAngemeldetAn/Parameter gebiet`. */
  path: string;
}

export interface MetadataModel {
  /** EDMX version: '1.0' (OData V2) or '4.0' (V4). */
  edmxVersion: '1.0' | '4.0';
  /** `m:DataServiceVersion` for V2, '4.0' for V4. */
  dataServiceVersion: string;
  schemas: Schema[];
  /** Keyed by FQN, in document order (Map keeps insertion order; emitters sort by tsName). */
  entityTypes: Map<string, EntityType>;
  complexTypes: Map<string, ComplexType>;
  enumTypes: Map<string, EnumType>;
  associations: Map<string, Association>;
  /** Keyed by entity set name. When several containers define the same name, the default container wins. */
  entitySets: Map<string, EntitySet>;
  /** Keyed by function import name (V4: function and action imports). */
  functionImports: Map<string, FunctionImport>;
  diagnostics: Diagnostic[];
}

/** Fatal problems with a document: user-facing, one line, never a stack. */
export class EdmxError extends Error {
  constructor(
    message: string,
    readonly code:
      | 'too-large'
      | 'doctype'
      | 'malformed-xml'
      | 'not-edmx'
      | 'unsupported-version'
      | 'too-deep'
      | 'missing-type'
      | 'invalid',
    readonly position?: { line: number; column: number },
  ) {
    super(position ? `${message} (Zeile ${position.line}, Spalte ${position.column})` : message);
    this.name = 'EdmxError';
  }
}
