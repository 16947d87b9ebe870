// Given small excerpts of published SAP gateway metadata with the defects SAP's own tools accept,
// when they are read, then the reader goes on with a warning that says what it skipped and where
// (the first declaration wins), and only not-well-formed XML still stops it.
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import { EdmxError, type MetadataModel } from '../../../codegen/edmx/model';

/** An SAP-style V2 document around the schema content given (namespace ZSRV, alias Z). */
const sap = (schema: string, container = '') => `<?xml version="1.0" encoding="utf-8"?>
<edmx:Edmx Version="1.0" xmlns:edmx="http://schemas.microsoft.com/ado/2007/06/edmx"
    xmlns:m="http://schemas.microsoft.com/ado/2007/08/dataservices/metadata" xmlns:sap="http://www.sap.com/Protocols/SAPData">
  <edmx:DataServices m:DataServiceVersion="2.0">
    <Schema Namespace="ZSRV" Alias="Z" xml:lang="de" sap:schema-version="1" xmlns="http://schemas.microsoft.com/ado/2008/09/edm">
${schema}
      <EntityContainer Name="ZSRV_Entities" m:IsDefaultEntityContainer="true" sap:supported-formats="atom json xlsx">
${container}
      </EntityContainer>
    </Schema>
  </edmx:DataServices>
</edmx:Edmx>`;

const entity = `      <EntityType Name="Partner" sap:content-version="1">
        <Key><PropertyRef Name="Id"/></Key>
        <Property Name="Id" Type="Edm.String" Nullable="false" MaxLength="10" sap:label="Partner"/>
      </EntityType>`;
const address = (extra = '') => `      <ComplexType Name="Address">
        <Property Name="City" Type="Edm.String" MaxLength="40"/>${extra}
      </ComplexType>`;

const warnings = (model: MetadataModel) => model.diagnostics.map((d) => `${d.path}: ${d.message}`);

describe('duplicate declarations', () => {
  it('reads a ComplexType declared twice identically, with a warning naming both places', () => {
    const model = readEdmx(sap(`${entity}\n${address()}\n${address()}`));
    expect(model.complexTypes.get('ZSRV.Address')?.properties.map((p) => p.name)).toEqual(['City']);
    expect(warnings(model)).toEqual([
      'ComplexType ZSRV.Address: Typ ZSRV.Address ist doppelt deklariert (identisch, Zeile 13, Spalte 7); die erste Deklaration (Zeile 10, Spalte 7) gilt, diese wird ignoriert',
    ]);
  });

  it('keeps the first of two conflicting declarations, also across kinds', () => {
    const street = '\n        <Property Name="Street" Type="Edm.String"/>';
    const model = readEdmx(sap(`${entity}\n${address()}\n${address(street)}\n      <EntityType Name="Address"><Key><PropertyRef Name="X"/></Key><Property Name="X" Type="Edm.Int32"/></EntityType>`));
    expect(model.complexTypes.get('ZSRV.Address')?.properties.map((p) => p.name)).toEqual(['City']);
    expect(model.entityTypes.has('ZSRV.Address')).toBe(false);
    expect(warnings(model)).toHaveLength(2);
    expect(warnings(model)[0]).toContain('(abweichend, Zeile 13, Spalte 7); die erste Deklaration (Zeile 10, Spalte 7) gilt');
    expect(warnings(model)[1]).toMatch(/^EntityType ZSRV\.Address: .*abweichend/);
  });

  it('keeps the first of duplicate properties, navigation properties, parameters, members and associations', () => {
    const model = readEdmx(
      sap(
        `      <EntityType Name="Partner">
        <Key><PropertyRef Name="Id"/></Key>
        <Property Name="Id" Type="Edm.String" Nullable="false"/>
        <Property Name="Id" Type="Edm.Int32"/>
        <NavigationProperty Name="Self" Relationship="Z.PartnerSelf" FromRole="A" ToRole="B"/>
        <NavigationProperty Name="Self" Relationship="Z.PartnerSelf" FromRole="A" ToRole="B"/>
      </EntityType>
      <Association Name="PartnerSelf"><End Type="Z.Partner" Multiplicity="1" Role="A"/><End Type="Z.Partner" Multiplicity="*" Role="B"/></Association>
      <Association Name="PartnerSelf"><End Type="Z.Partner" Multiplicity="1" Role="A"/><End Type="Z.Partner" Multiplicity="0..1" Role="B"/></Association>`,
        `        <EntitySet Name="Partners" EntityType="Z.Partner"/>
        <FunctionImport Name="Check" ReturnType="Edm.Boolean" m:HttpMethod="GET">
          <Parameter Name="id" Type="Edm.String"/>
          <Parameter Name="id" Type="Edm.Int32"/>
        </FunctionImport>`,
      ),
    );
    const partner = model.entityTypes.get('ZSRV.Partner');
    expect(partner?.properties).toEqual([expect.objectContaining({ name: 'Id', type: expect.objectContaining({ name: 'Edm.String' }) })]);
    expect(partner?.navigationProperties).toEqual([expect.objectContaining({ name: 'Self', collection: true })]);
    expect(model.functionImports.get('Check')?.parameters.map((p) => p.type)).toEqual([expect.objectContaining({ name: 'Edm.String' })]);
    expect(warnings(model).map((w) => w.split(':')[0])).toEqual([
      'Association ZSRV.PartnerSelf',
      'EntityType ZSRV.Partner/Property Id',
      'EntityType ZSRV.Partner/NavigationProperty Self',
      'FunctionImport Check/Parameter id',
    ]);
  });
});

describe('dangling references that carry nothing the generated code needs', () => {
  it('reads a FunctionImport naming a missing EntitySet without the set, with a warning', () => {
    const model = readEdmx(sap(entity, '        <FunctionImport Name="Find" ReturnType="Collection(Z.Partner)" EntitySet="Fehlt" m:HttpMethod="GET"/>'));
    const find = model.functionImports.get('Find');
    expect(find?.returnType).toMatchObject({ fqn: 'ZSRV.Partner', collection: true });
    expect(find).not.toHaveProperty('entitySet');
    expect(warnings(model)).toEqual([expect.stringMatching(/^FunctionImport Find: EntitySet "Fehlt" nicht gefunden \(Zeile \d+, Spalte \d+\); ohne EntitySet gelesen$/)]);
  });

  it('reads AssociationSets naming a missing association or entity set', () => {
    const model = readEdmx(
      sap(
        entity,
        `        <EntitySet Name="Partners" EntityType="Z.Partner"/>
        <AssociationSet Name="S1" Association="Z.Fehlt"><End EntitySet="Partners" Role="A"/><End EntitySet="Weg" Role="B"/></AssociationSet>`,
      ),
    );
    expect(model.entitySets.has('Partners')).toBe(true);
    expect(warnings(model)).toEqual([
      expect.stringContaining('AssociationSet S1: Association "Z.Fehlt" nicht gefunden'),
      expect.stringContaining('AssociationSet S1: EntitySet "Weg" nicht gefunden'),
    ]);
  });
});

describe('invalid facet values', () => {
  it('reads an association end with a non-CSDL or missing multiplicity, with a warning', () => {
    const model = readEdmx(
      sap(`      <EntityType Name="Partner">
        <Key><PropertyRef Name="Id"/></Key>
        <Property Name="Id" Type="Edm.String" Nullable="false"/>
        <NavigationProperty Name="Many" Relationship="Z.A1" FromRole="P" ToRole="Q"/>
        <NavigationProperty Name="One" Relationship="Z.A2" FromRole="P" ToRole="Q"/>
      </EntityType>
      <Association Name="A1"><End Type="Z.Partner" Multiplicity="1" Role="P"/><End Type="Z.Partner" Multiplicity="0..*" Role="Q"/></Association>
      <Association Name="A2"><End Type="Z.Partner" Multiplicity="1" Role="P"/><End Type="Z.Partner" Role="Q"/></Association>`),
    );
    expect(model.entityTypes.get('ZSRV.Partner')?.navigationProperties.map((n) => [n.name, n.collection, n.nullable])).toEqual([
      ['Many', true, false],
      ['One', false, true],
    ]);
    expect(warnings(model)).toEqual([
      expect.stringMatching(/^Association ZSRV\.A1\/End Q: Multiplicity="0\.\.\*" ungültig \(Zeile \d+, Spalte \d+\); \* angenommen$/),
      expect.stringMatching(/^Association ZSRV\.A2\/End Q: Multiplicity="" ungültig .*; 0\.\.1 angenommen$/),
    ]);
  });
});

describe('what SAP services carry besides the CSDL', () => {
  it('ignores unknown facets and SAP attributes on properties, types and sets', () => {
    const model = readEdmx(
      sap(
        `      <EntityType Name="Partner" sap:content-version="1" m:HasStream="true">
        <Key><PropertyRef Name="Id"/></Key>
        <Property Name="Id" Type="Edm.String" Nullable="false" MaxLength="10" FixedLength="true" Unicode="false" ConcurrencyMode="Fixed" SRID="4326" sap:display-format="UpperCase" sap:creatable="false"/>
        <Property Name="Amount" Type="Edm.Decimal" Precision="15" Scale="3" sap:unit="Currency" DefaultValue="0" m:FC_TargetPath="SyndicationTitle"/>
      </EntityType>`,
        '        <EntitySet Name="Partners" EntityType="Z.Partner" sap:pageable="false" sap:addressable="false" sap:content-version="1"/>',
      ),
    );
    expect(model.entityTypes.get('ZSRV.Partner')?.properties.map((p) => [p.name, p.maxLength ?? p.precision])).toEqual([
      ['Id', 10],
      ['Amount', 15],
    ]);
    expect(model.diagnostics).toEqual([]);
  });

  it('ignores annotations and elements in unknown namespaces', () => {
    const model = readEdmx(
      sap(
        `${entity}
      <Annotations Target="Z.Partner/Id" xmlns="http://docs.oasis-open.org/odata/ns/edm"><Annotation Term="Common.Label" String="Partner"/></Annotations>
      <atom:link rel="self" href="https://example.org/$metadata" xmlns:atom="http://www.w3.org/2005/Atom"/>
      <vendor:Extra xmlns:vendor="urn:vendor:x"><vendor:Any Name="x"/></vendor:Extra>`,
        '        <EntitySet Name="Partners" EntityType="Z.Partner" vendor:flag="1" xmlns:vendor="urn:vendor:x"/>',
      ),
    );
    expect([...model.entitySets.keys()]).toEqual(['Partners']);
    expect(model.diagnostics).toEqual([]);
  });

  it('defaults missing optional attributes: Nullable, Mode, HttpMethod, ReturnType, IsDefaultEntityContainer', () => {
    const model = readEdmx(
      sap(entity, '        <EntitySet Name="Partners" EntityType="Z.Partner"/>\n        <FunctionImport Name="Ping"><Parameter Name="x" Type="Edm.String"/></FunctionImport>').replace(
        ' m:IsDefaultEntityContainer="true"',
        '',
      ),
    );
    const ping = model.functionImports.get('Ping');
    expect(ping).toMatchObject({ httpMethod: 'GET', parameters: [{ name: 'x', mode: 'In', nullable: true }] });
    expect(ping).not.toHaveProperty('returnType');
    expect(model.diagnostics).toEqual([]);
  });
});

describe('what still stops the reader', () => {
  it('refuses truncated XML with line and column', () => {
    const xml = sap(`${entity}\n${address()}`);
    const cut = xml.slice(0, xml.indexOf('<ComplexType') + 40);
    try {
      readEdmx(cut);
      throw new Error('expected malformed-xml');
    } catch (error) {
      expect(error).toBeInstanceOf(EdmxError);
      expect((error as EdmxError).code).toBe('malformed-xml');
      expect((error as EdmxError).position).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
    }
  });

  it('refuses mismatched tags with line and column', () => {
    expect(() => readEdmx(sap(`${entity}\n      <ComplexType Name="A"></EntityType>`))).toThrow(expect.objectContaining({ code: 'malformed-xml', position: { line: 10, column: 29 } }));
  });
});
