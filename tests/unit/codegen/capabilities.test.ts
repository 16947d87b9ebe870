import { describe, expect, it } from 'vitest';
import type { MetadataModel } from '../../../codegen/edmx/model';
import { capabilityNotes } from '../../../codegen/emit/capabilities';
import { functionSpecEntry } from '../../../codegen/emit/client';
import { capabilitiesOf } from '../../../codegen/runtime/build-capabilities';
import { deriveCapabilities } from '../../../codegen/runtime/capabilities';
import { functionSpecsOf } from '../../../codegen/runtime/client';
import { entity, fn, model, param, prop } from './model-builder';
import { reducedModel, reducedXml, referenceModel } from './reference';

describe('deriveCapabilities', () => {
  it('lists every set and function of the reference metadata, with what is not a yes/no', () => {
    const { entitySets, functionImports, functions } = deriveCapabilities(referenceModel());
    expect(entitySets).toEqual(expect.arrayContaining(['Auftraege', 'StueckgutAuftraege', 'FahrAuftraege', 'AbfuhrAuftraege', 'Reklamationen', 'Gebiete']));
    expect(functionImports).toEqual(
      expect.arrayContaining(['StorniereAuftrag', 'StorniereStueckgutAuftrag', 'LegeReklamationAngemeldetAn', 'AktualisiereStammdaten', 'AktuelleBannerLinks', 'MoeglicheGefaesse', 'Registrieren']),
    );
    expect(functions.StorniereStueckgutAuftrag?.allowsPlannedCancellation).toBe(true);
    expect(functions.LegeReklamationAngemeldetAn).toMatchObject({
      httpMethod: 'POST',
      payload: true,
      expect: ['pdf', 'jpg', 'jpeg', 'png', 'image/heic'],
    });
    expect(functions.StorniereAuftrag?.parameters).toEqual([
      { name: 'auftraegeId', type: 'Edm.Int32', nullable: false },
      { name: 'eMail', type: 'Edm.String', nullable: true },
    ]);
  });

  it('leaves out dump orders, their cancel and settings when the backend lacks them', () => {
    expect(reducedXml()).not.toContain('Name="StorniereStueckgutAuftrag"');
    const capabilities = deriveCapabilities(reducedModel());
    expect(capabilities.entitySets).toContain('Auftraege');
    expect(capabilities.functions.StorniereStueckgutAuftrag).toBeUndefined();
    expect(capabilities.functions.StorniereAuftrag).toBeDefined();
    expect(capabilities.entitySets).not.toContain('StueckgutAuftraege');
    expect(capabilities.functionImports).not.toContain('AktualisiereStammdaten');
  });

  it('lists sets and functions sorted, so the generated file is stable', () => {
    const { entitySets, functionImports } = deriveCapabilities(referenceModel());
    expect(entitySets).toEqual([...entitySets].sort());
    expect(functionImports).toEqual([...functionImports].sort());
  });
});

describe('capabilitiesOf (the build-time capabilities in generated/capabilities.ts)', () => {
  // What generated/capabilities.ts hands over: its sets, the client's specs as written, the notes.
  const rebuilt = (m: MetadataModel) =>
    capabilitiesOf(
      deriveCapabilities(m).entitySets,
      functionSpecsOf(Object.fromEntries([...m.functionImports.values()].map((f) => [f.name, functionSpecEntry(f)]))),
      capabilityNotes(m),
    );

  it('puts together exactly what the derivation gives, for the reference and the reduced backend', () => {
    expect(rebuilt(referenceModel())).toEqual(deriveCapabilities(referenceModel()));
    expect(rebuilt(reducedModel())).toEqual(deriveCapabilities(reducedModel()));
  });

  it('keeps parameters of mode Out, flags, upload types and the method, which the notes or specs carry', () => {
    const m = model(
      [entity('Objekte', ['ObjekteId'], [prop('ObjekteId', 'Edm.Int32', false)])],
      [
        fn('Zaehle', [param('von', 'Edm.DateTime', false), param('anzahl', 'Edm.Int32', true, {}, { mode: 'Out' }), param('notiz', 'Edm.String', true)]),
        fn('Lade', [param('text', 'Edm.String', true, { component: 'TextArea' })], {
          httpMethod: 'POST',
          portal: { payload: true, expect: ['pdf', 'image/png'], allowsPlannedCancellation: true },
        }),
        fn('Leer', []),
      ],
    );
    const caps = rebuilt(m);
    expect(caps).toEqual(deriveCapabilities(m));
    expect(caps.functions.Zaehle?.parameters.map((p) => p.name)).toEqual(['von', 'anzahl', 'notiz']);
    expect(caps.functions.Lade).toMatchObject({ httpMethod: 'POST', payload: true, expect: ['pdf', 'image/png'], allowsPlannedCancellation: true, hasForm: true });
    expect(capabilityNotes(m).Leer).toBeUndefined();
  });
});
