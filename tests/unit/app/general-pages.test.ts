/**
 * Pages that are not about one object, for a logged-in resident: public information (/wiki,
 * /container) answers although the menu leaves it out, pages for visitors by purpose do not; the
 * shell's current object on such pages is the one last opened, else the session's.
 */
import { describe, expect, it } from 'vitest';
import type { Objekt } from '../../../src/api/types';
import { capabilityGate } from '../../../src/api/gate';
import { capabilities as reference } from '../../../generated/capabilities';
import { currentObjectId } from '../../../src/app/current-object';
import { deploymentOf } from '../../../src/app/navigation';
import { hasGeneralPage, isReachable } from '../../../src/modules/registry';
import type { ModuleName, ProfileName } from '../../../src/app/config';
import type { CapabilityGate } from '../../../src/api/capability-gate';

const gate = capabilityGate(reference);
const ALL = ['dashboard', 'calendar', 'dump', 'documents', 'claims', 'requests', 'finances', 'demands', 'container', 'wiki', 'register'] as ModuleName[];
const isGeneralPageAvailable = (module: ModuleName, profile: ProfileName, authorized: boolean, g: CapabilityGate) =>
  hasGeneralPage(module, g, deploymentOf(ALL, profile), { authorized });
const isModuleAvailable = (module: ModuleName, profile: ProfileName, authorized: boolean, g: CapabilityGate) =>
  isReachable(module, g, deploymentOf(ALL, profile), { authorized });

describe('general pages of a logged-in resident', () => {
  it('answers /wiki and /container although the menu leaves them out', () => {
    for (const module of ['wiki', 'container'] as const) {
      expect(isModuleAvailable(module, 'default', true, gate)).toBe(false);
      expect(isGeneralPageAvailable(module, 'default', true, gate)).toBe(true);
      expect(isGeneralPageAvailable(module, 'community', true, gate)).toBe(true);
    }
  });

  it('keeps the registration for visitors, and a profile without public access without public pages', () => {
    expect(isGeneralPageAvailable('register', 'default', true, gate)).toBe(false);
    expect(isGeneralPageAvailable('register', 'default', false, gate)).toBe(true);
    expect(isGeneralPageAvailable('wiki', 'private', true, gate)).toBe(false);
  });

  it('follows the backend: without WikiArtikel there is no /wiki', () => {
    const withoutWiki = capabilityGate({ ...reference, entitySets: reference.entitySets.filter((s) => s !== 'WikiArtikel') });
    expect(isGeneralPageAvailable('wiki', 'default', true, withoutWiki)).toBe(false);
  });
});

describe('the current object on a page without one', () => {
  const objects = [{ ObjekteId: 4, ObjektNr: 'OBJ-4' }, { ObjekteId: 9, ObjektNr: 'OBJ-9' }] as Objekt[];
  const resident = { authorized: true, extraIdentifier: null };

  it('is none for a visitor', () => {
    expect(currentObjectId(null, objects, { authorized: false, extraIdentifier: null })).toBeNull();
  });

  it('is the session’s object before any was opened, then the one last opened; an unknown route object changes nothing', () => {
    expect(currentObjectId(null, objects, { authorized: true, extraIdentifier: 'OBJ-9' })).toBe(9);
    expect(currentObjectId(4, objects, resident)).toBe(4);
    expect(currentObjectId(null, objects, { authorized: true, extraIdentifier: 'OBJ-9' })).toBe(4);
    expect(currentObjectId(999, objects, resident)).toBe(4);
  });
});
