/**
 * Fluent EDMX builder for tests (odata2ts style): states the document in a few lines, so each test
 * shows exactly the metadata it is about.
 *
 *   const xml = edmxV2()
 *     .schema('Test.Ns', (s) => s
 *       .entityType('Product', (t) => t.key('Id').prop('Id', 'Edm.Int32', { Nullable: false }))
 *       .container('Svc', (c) => c.entitySet('Products', 'Test.Ns.Product')), 'T')
 *     .build();
 */
type AttrValue = string | number | boolean | undefined;
export type Attrs = Record<string, AttrValue>;

const escape = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

class XmlNode {
  readonly children: XmlNode[] = [];
  constructor(
    readonly name: string,
    readonly attrs: Attrs = {},
  ) {}

  add(name: string, attrs: Attrs = {}): XmlNode {
    const child = new XmlNode(name, attrs);
    this.children.push(child);
    return child;
  }

  toXml(indent = ''): string {
    const attrs = Object.entries(this.attrs)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([key, value]) => ` ${key}="${escape(String(value))}"`)
      .join('');
    if (this.children.length === 0) return `${indent}<${this.name}${attrs}/>`;
    const inner = this.children.map((child) => child.toXml(`${indent}  `)).join('\n');
    return `${indent}<${this.name}${attrs}>\n${inner}\n${indent}</${this.name}>`;
  }
}

export class TypeBuilder {
  constructor(private readonly node: XmlNode) {}
  key(...names: string[]): this {
    const key = this.node.add('Key');
    for (const name of names) key.add('PropertyRef', { Name: name });
    return this;
  }
  prop(name: string, type: string, attrs: Attrs = {}): this {
    this.node.add('Property', { Name: name, Type: type, ...attrs });
    return this;
  }
  /** V2: `nav(name, { Relationship, FromRole, ToRole })`; V4: `nav(name, { Type, Nullable })`. */
  nav(name: string, attrs: Attrs): this {
    this.node.add('NavigationProperty', { Name: name, ...attrs });
    return this;
  }
}

export class OperationBuilder {
  constructor(private readonly node: XmlNode) {}
  param(name: string, type: string, attrs: Attrs = {}): this {
    this.node.add('Parameter', { Name: name, Type: type, ...attrs });
    return this;
  }
  /** V4 only: the ReturnType child element. */
  returns(type: string, attrs: Attrs = {}): this {
    this.node.add('ReturnType', { Type: type, ...attrs });
    return this;
  }
}

export class ContainerBuilder {
  constructor(private readonly node: XmlNode) {}
  entitySet(name: string, entityType: string, attrs: Attrs = {}): this {
    this.node.add('EntitySet', { Name: name, EntityType: entityType, ...attrs });
    return this;
  }
  associationSet(name: string, association: string, ends: [set: string, role: string][]): this {
    const node = this.node.add('AssociationSet', { Name: name, Association: association });
    for (const [set, role] of ends) node.add('End', { EntitySet: set, Role: role });
    return this;
  }
  functionImport(name: string, attrs: Attrs = {}, build?: (f: OperationBuilder) => unknown): this {
    const node = this.node.add('FunctionImport', { Name: name, ...attrs });
    build?.(new OperationBuilder(node));
    return this;
  }
  actionImport(name: string, attrs: Attrs = {}): this {
    this.node.add('ActionImport', { Name: name, ...attrs });
    return this;
  }
}

export class SchemaBuilder {
  constructor(private readonly node: XmlNode) {}
  entityType(name: string, build?: (t: TypeBuilder) => unknown, attrs: Attrs = {}): this {
    const node = this.node.add('EntityType', { Name: name, ...attrs });
    build?.(new TypeBuilder(node));
    return this;
  }
  complexType(name: string, build?: (t: TypeBuilder) => unknown, attrs: Attrs = {}): this {
    const node = this.node.add('ComplexType', { Name: name, ...attrs });
    build?.(new TypeBuilder(node));
    return this;
  }
  enumType(name: string, members: (string | [string, number])[], attrs: Attrs = {}): this {
    const node = this.node.add('EnumType', { Name: name, ...attrs });
    for (const member of members) {
      node.add('Member', typeof member === 'string' ? { Name: member } : { Name: member[0], Value: member[1] });
    }
    return this;
  }
  typeDefinition(name: string, underlying: string): this {
    this.node.add('TypeDefinition', { Name: name, UnderlyingType: underlying });
    return this;
  }
  /** V2 association: each end `[type, multiplicity, role]`. */
  association(name: string, ...ends: [type: string, multiplicity: string, role: string][]): this {
    const node = this.node.add('Association', { Name: name });
    for (const [type, multiplicity, role] of ends) node.add('End', { Type: type, Multiplicity: multiplicity, Role: role });
    return this;
  }
  /** V4 Function or Action definition. */
  operation(kind: 'Function' | 'Action', name: string, build?: (f: OperationBuilder) => unknown, attrs: Attrs = {}): this {
    const node = this.node.add(kind, { Name: name, ...attrs });
    build?.(new OperationBuilder(node));
    return this;
  }
  container(name: string, build?: (c: ContainerBuilder) => unknown, attrs: Attrs = {}): this {
    const node = this.node.add('EntityContainer', { Name: name, ...attrs });
    build?.(new ContainerBuilder(node));
    return this;
  }
}

export interface BuilderOptions {
  /** Prefix -> namespace URI declared on the root (defaults: m, sap, portal). */
  prefixes?: Record<string, string>;
  dataServiceVersion?: string;
}

const DEFAULT_PREFIXES: Record<string, string> = {
  m: 'http://schemas.microsoft.com/ado/2007/08/dataservices/metadata',
  sap: 'http://www.sap.com/Protocols/SAPData',
  portal: 'urn:citizen-portal:annotations:1',
};

export class EdmxBuilder {
  private readonly root: XmlNode;
  private readonly services: XmlNode;

  constructor(
    private readonly version: '1.0' | '4.0',
    options: BuilderOptions = {},
  ) {
    const prefixes = options.prefixes ?? DEFAULT_PREFIXES;
    const declarations: Attrs = {};
    for (const [prefix, uri] of Object.entries(prefixes)) declarations[`xmlns:${prefix}`] = uri;
    this.root = new XmlNode('edmx:Edmx', {
      Version: version,
      'xmlns:edmx': version === '1.0' ? 'http://schemas.microsoft.com/ado/2007/06/edmx' : 'http://docs.oasis-open.org/odata/ns/edmx',
      ...declarations,
    });
    const m = Object.entries(prefixes).find(([, uri]) => uri === DEFAULT_PREFIXES.m)?.[0];
    this.services = this.root.add('edmx:DataServices', version === '1.0' && m ? { [`${m}:DataServiceVersion`]: options.dataServiceVersion ?? '2.0' } : {});
  }

  schema(namespace: string, build: (s: SchemaBuilder) => unknown, alias?: string): this {
    const xmlns = this.version === '1.0' ? 'http://schemas.microsoft.com/ado/2008/09/edm' : 'http://docs.oasis-open.org/odata/ns/edm';
    build(new SchemaBuilder(this.services.add('Schema', { Namespace: namespace, Alias: alias, xmlns })));
    return this;
  }

  build(): string {
    return `<?xml version="1.0" encoding="utf-8"?>\n${this.root.toXml()}\n`;
  }
}

export const edmxV2 = (options?: BuilderOptions): EdmxBuilder => new EdmxBuilder('1.0', options);
export const edmxV4 = (options?: BuilderOptions): EdmxBuilder => new EdmxBuilder('4.0', options);
