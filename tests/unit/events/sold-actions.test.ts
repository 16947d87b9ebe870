import { describe, expect, it } from 'vitest';
import { gateWith } from './fixtures';
import { canCancel, canCreateClaim, objectActionCapabilities, soldOn, type ActionCapabilities } from '../../../src/events/actions';

const ALL: ActionCapabilities = gateWith({ plannedDumpCancel: true });
const MODULES = ['dump', 'claims'];
const now = new Date('2026-06-15T10:00:00Z');

describe('a sold object offers no actions', () => {
  it('knows the sale day only once EigentuemerBis has passed', () => {
    expect(soldOn({ EigentuemerBis: new Date('2026-01-31T00:00:00Z') }, now)).toEqual(new Date('2026-01-31T00:00:00Z'));
    expect(soldOn({ EigentuemerBis: new Date('2026-12-31T00:00:00Z') }, now)).toBeNull();
    expect(soldOn({ EigentuemerBis: null }, now)).toBeNull();
    expect(soldOn(undefined, now)).toBeNull();
  });

  it('offers neither cancel nor claim for a sold object, both for an owned one', () => {
    const recorded = { kind: 'StueckgutAuftraege', status: 'recorded' as const };
    const container = { kind: 'Auftraege', status: 'recorded' as const };
    const owned = objectActionCapabilities(ALL, null);
    expect(canCancel(recorded, owned, MODULES)).toBe(true);
    expect(canCancel(container, owned, MODULES)).toBe(true);
    expect(canCreateClaim(recorded, owned, MODULES)).toBe(true);
    const sold = objectActionCapabilities(ALL, new Date('2026-01-31T00:00:00Z'));
    expect(canCancel(recorded, sold, MODULES)).toBe(false);
    expect(canCancel(container, sold, MODULES)).toBe(false);
    expect(canCreateClaim(recorded, sold, MODULES)).toBe(false);
  });
});
