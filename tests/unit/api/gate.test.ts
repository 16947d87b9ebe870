/**
 * The capability gate: asking for an entity set or a function import gives its
 * member only when the live `$metadata` and the generated client both have it.
 */
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { deriveCapabilities } from '../../../codegen/runtime/capabilities';
import { capabilityGate, emptyGate, gate, rememberLiveCapabilities, type UntypedCall } from '../../../src/api/gate';
import type { PortalSet } from '../../../src/api/portal-client';
import type { Objekt } from '../../../src/api/types';
import { configureSession } from '../../../src/session/session';
import { reducedModel, referenceModel } from '../codegen/reference';

const reference = deriveCapabilities(referenceModel());
const reduced = deriveCapabilities(reducedModel());

/** A generated client as far as these tests need it (every gate here is handed it): one set, three functions. */
const objekte = { name: 'Objekte', list: async () => [] };
const storniere = async () => true;
const storniereStueckgut = async () => true;
const kalenderAbo = async () => 'webcal://x';
const client = { Objekte: objekte, StorniereAuftrag: storniere, StorniereStueckgutAuftrag: storniereStueckgut, KalenderAbo: kalenderAbo };

afterEach(() => rememberLiveCapabilities(null));

describe('the capability gate', () => {
  it('returns the member when the live metadata and the generated client have it', () => {
    const g = capabilityGate(reference, client);
    expect(g.known).toBe(true);
    expect(g.set('Objekte')).toBe(objekte);
    expect(g.fn('StorniereAuftrag')).toBe(storniere);
    expect(g.fn('KalenderAbo')).toBe(kalenderAbo);
  });

  it('returns nothing for what the live $metadata lacks, though the generated client has it', () => {
    const g = capabilityGate(reduced, client);
    expect(g.fn('StorniereStueckgutAuftrag')).toBeUndefined();
    expect(g.describe('StorniereStueckgutAuftrag')).toBeUndefined();
    expect(g.fn('StorniereAuftrag')).toBe(storniere);
  });

  it('returns nothing for what the generated client lacks, though the live $metadata lists it', () => {
    const g = capabilityGate(reference, client);
    expect(reference.entitySets).toContain('Auftraege');
    expect(g.set('Auftraege')).toBeUndefined();
    expect(reference.functions.AbfuhrtermineAbJahr).toBeDefined();
    expect(g.fn('AbfuhrtermineAbJahr')).toBeUndefined();
    expect(g.describe('AbfuhrtermineAbJahr')).toBeUndefined();
  });

  it('does not mistake a set for a function, nor inherited members for generated ones', () => {
    const g = capabilityGate(reference, client);
    expect(g.fn('Objekte')).toBeUndefined();
    expect(g.set('StorniereAuftrag')).toBeUndefined();
    expect(g.fn('toString')).toBeUndefined();
    expect(capabilityGate(reference, { toString: () => 'x' }).fn('toString')).toBeUndefined();
  });

  it('has nothing while the capabilities are not known', () => {
    const g = capabilityGate(null, client);
    expect(g.known).toBe(false);
    expect(g.set('Objekte')).toBeUndefined();
    expect(g.fn('StorniereAuftrag')).toBeUndefined();
    expect(emptyGate.fn('StorniereAuftrag')).toBeUndefined();
  });

  it('describes a present function with the data the metadata gives it', () => {
    const g = capabilityGate(reference, client);
    expect(g.describe('StorniereStueckgutAuftrag')).toMatchObject({ allowsPlannedCancellation: true, httpMethod: 'POST' });
    expect(g.describe('StorniereStueckgutAuftrag')!.parameters.map((p) => p.name)).toContain('eMail');
  });

  it('outside React follows the last live capabilities, and the build before they arrive', () => {
    expect(gate(client).fn('StorniereStueckgutAuftrag')).toBe(storniereStueckgut);
    rememberLiveCapabilities(reduced);
    expect(gate(client).fn('StorniereStueckgutAuftrag')).toBeUndefined();
    expect(gate(client).set('Objekte')).toBe(objekte);
  });

  it('types contract members by name and any other name as an untyped member', () => {
    const g = capabilityGate(reference, client);
    expectTypeOf(g.set('Objekte')).toEqualTypeOf<PortalSet<Objekt> | undefined>();
    expectTypeOf(g.set('Gefaesse')).toEqualTypeOf<PortalSet<unknown> | undefined>();
    expectTypeOf(g.fn('MeldeBarriere')).toEqualTypeOf<UntypedCall | undefined>();
    expectTypeOf(g.fn('StarteZahlung')).parameter(0).toEqualTypeOf<{ zweck: string; referenz: string; ruecksprung: string }>();
  });

  it('withholds what only a full login may do from a noPass profile (a login without password)', () => {
    configureSession({ noPass: true, access: ['public', 'private'] });
    try {
      const g = capabilityGate(reference, client);
      expect(g.fn('StorniereAuftrag')).toBeUndefined();
      expect(g.fn('StorniereStueckgutAuftrag')).toBeUndefined();
      expect(g.describe('StorniereStueckgutAuftrag')).toBeUndefined();
      expect(g.fn('KalenderAbo')).toBe(kalenderAbo);
      expect(gate(client).fn('StorniereAuftrag')).toBeUndefined();
    } finally {
      configureSession({ noPass: false, access: ['public', 'private'] });
    }
    expect(capabilityGate(reference, client).fn('StorniereAuftrag')).toBe(storniere);
  });
});
