import { describe, expect, it } from 'vitest';
import { deriveCapabilities } from '../../../codegen/runtime/capabilities';
import { reducedModel, reducedXml, referenceModel } from './reference';

describe('deriveCapabilities', () => {
  it('switches every feature on for the reference metadata', () => {
    const { features, functions } = deriveCapabilities(referenceModel());
    expect(Object.values(features.events).every(Boolean)).toBe(true);
    expect(features).toMatchObject({
      cancelContainerOrders: true,
      cancelDumpOrders: true,
      cancelPlannedDumpOrders: true,
      claims: true,
      settings: true,
      banner: true,
      containerLookup: true,
      regions: true,
      push: true,
    });
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

  it('switches off dump orders, their cancel and settings when the backend lacks them', () => {
    expect(reducedXml()).not.toContain('Name="StorniereStueckgutAuftrag"');
    const capabilities = deriveCapabilities(reducedModel());
    expect(capabilities.features.events.StueckgutAuftraege).toBe(false);
    expect(capabilities.features.events.Auftraege).toBe(true);
    expect(capabilities.features.cancelDumpOrders).toBe(false);
    expect(capabilities.features.cancelPlannedDumpOrders).toBe(false);
    expect(capabilities.features.settings).toBe(false);
    expect(capabilities.features.cancelContainerOrders).toBe(true);
    expect(capabilities.entitySets).not.toContain('StueckgutAuftraege');
    expect(capabilities.functionImports).not.toContain('AktualisiereStammdaten');
  });

  it('lists sets and functions sorted, so the generated file is stable', () => {
    const { entitySets, functionImports } = deriveCapabilities(referenceModel());
    expect(entitySets).toEqual([...entitySets].sort());
    expect(functionImports).toEqual([...functionImports].sort());
  });
});
