import { describe, expect, it } from 'vitest';
import { navigationItems, type NavigationInput } from '../../../src/app/navigation';
import { MODULE_NAMES, PROFILES, type ModuleName, type ProfileName } from '../../../src/app/config';
import type { Capabilities } from '../../../codegen/runtime/capabilities';
import { capabilities as reference } from '../../../generated/capabilities';
import { capabilityGate } from '../../../src/api/gate';

// Expected visibility per module: [public profiles logged out, public logged in, private out, private in,
// both (default/community) out, both in]. Written out by hand from docs/behaviour.md, "Profiles and menu visibility".
const V: Record<ModuleName, [boolean, boolean, boolean, boolean, boolean, boolean]> = {
  dashboard: [false, false, false, true, false, true],
  calendar: [true, true, true, true, true, true],
  dump: [true, true, true, true, true, true],
  documents: [true, true, true, true, true, true],
  claims: [true, true, true, true, true, true],
  requests: [true, true, true, true, true, true],
  finances: [false, false, false, true, false, true],
  demands: [false, false, false, true, false, true],
  container: [true, false, false, false, true, false],
  wiki: [true, false, false, false, true, false],
  register: [false, false, true, false, true, false],
};

const column = (profile: ProfileName, authorized: boolean) => {
  const base = profile === 'public' || profile === 'publicNoLanding' ? 0 : profile === 'private' ? 2 : 4;
  return base + (authorized ? 1 : 0);
};

const input = (over: Partial<NavigationInput>): NavigationInput => ({
  modules: [...MODULE_NAMES],
  profile: 'default',
  gate: capabilityGate(null),
  session: { authorized: false },
  routeId: null,
  pathname: '/',
  ...over,
});

const cases = PROFILES.flatMap((profile) =>
  [false, true].flatMap((authorized) => MODULE_NAMES.map((module) => [profile, authorized, module] as const)),
);

describe('navigation visibility', () => {
  it.each(cases)('profile %s, logged in %s: %s', (profile, authorized, module) => {
    const keys = navigationItems(input({ profile, session: { authorized }, routeId: authorized ? 4 : null })).map((i) => i.key);
    expect(keys.includes(module)).toBe(V[module][column(profile, authorized)]);
  });

  it('only shows modules enabled in portal.json, in their order', () => {
    const keys = navigationItems(input({ modules: ['wiki', 'calendar', 'finances'] })).map((i) => i.key);
    expect(keys).toEqual(['wiki', 'calendar']);
  });

  it('hides modules whose entity sets the backend lacks', () => {
    // The calendar needs its collection-date function (its definition says so); the sets decide the rest.
    const caps: Capabilities = { entitySets: ['Objekte', 'Auftraege'], functionImports: ['AbfuhrtermineAbJahr'], functions: { AbfuhrtermineAbJahr: reference.functions.AbfuhrtermineAbJahr! } };
    const keys = navigationItems(input({ gate: capabilityGate(caps), session: { authorized: true }, routeId: 1 })).map((i) => i.key);
    expect(keys).toEqual(['dashboard', 'calendar']);
  });
});

describe('navigation paths', () => {
  it('uses /objects/{id}/{module} when authorized with a route id, else /{module}', () => {
    const items = navigationItems(input({ session: { authorized: true }, routeId: 12, pathname: '/objects/12/calendar/' }));
    expect(items.find((i) => i.key === 'calendar')).toEqual({ key: 'calendar', path: '/objects/12/calendar', labelKey: 'nav.calendar', icon: 'calendar', active: true });
    expect(items.filter((i) => i.active)).toHaveLength(1);
    const noId = navigationItems(input({ session: { authorized: true }, routeId: null, pathname: '/calendar' }));
    expect(noId.find((i) => i.key === 'calendar')).toMatchObject({ path: '/calendar', active: true });
  });

  it('general pages keep /{module} while logged out, even with an id in the route', () => {
    const items = navigationItems(input({ routeId: 3, pathname: '/dump' }));
    expect(items.find((i) => i.key === 'dump')).toMatchObject({ path: '/dump', active: true });
    expect(items.find((i) => i.key === 'calendar')?.active).toBe(false);
  });

  it('does not mark "Registrieren" on the password pages that share its path', () => {
    const register = (hash: string) => navigationItems(input({ pathname: '/register', hash })).find((i) => i.key === 'register');
    expect(register('')?.active).toBe(true);
    expect(register('#passwort-vergessen')?.active).toBe(false);
    expect(register('#passwort-neu=abcdefghijklmnopqrstuvwxyz')?.active).toBe(false);
    // A fragment that is no password page is still the registration.
    expect(register('#oben')?.active).toBe(true);
  });
});
