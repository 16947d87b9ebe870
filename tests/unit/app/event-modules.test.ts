/**
 * The history's actions (cancel a bulky-waste order, claim about it) need the dump and claims
 * modules: they ask the same reachability rule as the menu, so an action never leads to a page the
 * backend cannot serve.
 */
import { describe, expect, it } from 'vitest';
import { capabilities as reference } from '../../../generated/capabilities';
import { api } from '../../../src/api/client';
import { capabilityGate } from '../../../src/api/gate';
import { eventModules } from '../../../src/app/events-actor';
import { portalConfig } from '../../../src/app/config';

describe('eventModules (modules the history may lead to)', () => {
  it('names the enabled modules a logged-in resident reaches, by the backend that is there', () => {
    const full = eventModules(capabilityGate(reference, api));
    expect(full).toContain('dump');
    expect(full).toContain('claims');
    expect(full.every((m) => portalConfig.modules.includes(m as never))).toBe(true);
  });

  it('leaves out a module whose entity set the backend lacks (no StueckgutAuftraege: no dump)', () => {
    const withoutDump = capabilityGate({ ...reference, entitySets: reference.entitySets.filter((s) => s !== 'StueckgutAuftraege') }, api);
    expect(eventModules(withoutDump)).not.toContain('dump');
    expect(eventModules(withoutDump)).toContain('claims');
  });
});
