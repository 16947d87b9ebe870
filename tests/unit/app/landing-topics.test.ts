/**
 * The start page's cards lead only to pages that exist: each comes from a module definition that
 * asks for one, through the same rule as menu and routes (registry `isReachable`): enabled in
 * portal.json, offered by the profile to this login state, and given what it needs by the gate.
 */
import { describe, expect, it } from 'vitest';
import type { Capabilities } from '../../../codegen/runtime/capabilities';
import { capabilities as reference } from '../../../generated/capabilities';
import { capabilityGate } from '../../../src/api/gate';
import { MODULE_NAMES, type ModuleName, type ProfileName } from '../../../src/app/config';
import { landingTopics, navigationItems } from '../../../src/app/navigation';

const without = (sets: readonly string[], functions: readonly string[] = []): Capabilities => ({
  ...reference,
  entitySets: reference.entitySets.filter((name) => !sets.includes(name)),
  functionImports: reference.functionImports.filter((name) => !functions.includes(name)),
  functions: Object.fromEntries(Object.entries(reference.functions).filter(([name]) => !functions.includes(name))),
});

const topics = (over: { caps?: Capabilities | null; modules?: readonly ModuleName[]; profile?: ProfileName; authorized?: boolean } = {}) =>
  landingTopics({
    modules: over.modules ?? MODULE_NAMES,
    profile: over.profile ?? 'default',
    gate: capabilityGate(over.caps === undefined ? reference : over.caps),
    session: { authorized: over.authorized ?? false },
  });

describe('the start page cards', () => {
  it('lead a visitor of the reference authority to calendar, bulky waste, documents and registration', () => {
    expect(topics()).toEqual([
      { key: 'calendar', texts: 'landing.calendar', path: '/calendar', icon: 'calendar' },
      { key: 'dump', texts: 'landing.dump', path: '/dump', icon: 'sofa' },
      { key: 'documents', texts: 'landing.documents', path: '/documents', icon: 'documents' },
      { key: 'register', texts: 'landing.register', path: '/register', icon: 'newUser' },
    ]);
  });

  it('promise no booking in the portal where nobody can log in: the bulky-waste card says how to book instead', () => {
    for (const profile of ['public', 'publicNoLanding'] as const) {
      expect(topics({ profile }).find((t) => t.key === 'dump')?.texts).toBe('landing.dump.withoutLogin');
    }
    expect(topics({ profile: 'community' }).find((t) => t.key === 'dump')?.texts).toBe('landing.dump');
  });

  it('drop a module the backend lacks, and only that one', () => {
    expect(topics({ caps: without(['StueckgutAuftraege']) }).map((t) => t.key)).toEqual(['calendar', 'documents', 'register']);
    expect(topics({ caps: without(['Dokumente', 'OeffentlicheDokumente']) }).map((t) => t.key)).toEqual(['calendar', 'dump', 'register']);
    const noRegistration = without([], ['RegistriereBenutzer', 'SendePasswortLink', 'SetzePasswortZurueck']);
    expect(topics({ caps: noRegistration }).map((t) => t.key)).toEqual(['calendar', 'dump', 'documents']);
  });

  it('drop a module portal.json does not enable', () => {
    expect(topics({ modules: ['calendar', 'claims', 'wiki'] }).map((t) => t.key)).toEqual(['calendar']);
  });

  it('drop registration where the profile has no login, or someone is logged in', () => {
    expect(topics({ profile: 'public' }).map((t) => t.key)).not.toContain('register');
    expect(topics({ authorized: true }).map((t) => t.key)).not.toContain('register');
  });

  it('hide nothing while the capabilities are still unknown', () => {
    expect(topics({ caps: null }).map((t) => t.key)).toEqual(['calendar', 'dump', 'documents', 'register']);
  });

  it('never lead where the menu does not: every card is also an entry of the menu', () => {
    for (const caps of [reference, without(['StueckgutAuftraege']), without(['Dokumente', 'OeffentlicheDokumente'])]) {
      const gate = capabilityGate(caps);
      const menu = navigationItems({ modules: MODULE_NAMES, profile: 'default', gate, session: { authorized: false }, routeId: null, pathname: '/' });
      for (const topic of landingTopics({ modules: MODULE_NAMES, profile: 'default', gate, session: { authorized: false } })) {
        expect(menu.map((item) => item.path)).toContain(topic.path);
      }
    }
  });
});
