import { describe, expect, it } from 'vitest';
import { deriveCapabilities } from '../../../codegen/runtime/capabilities';
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
