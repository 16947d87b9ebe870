import { describe, expect, it } from 'vitest';
import { isContentLinkAvailable, linkedModule } from '../../../src/app/content-links';
import { deploymentOf, navigationItems } from '../../../src/app/navigation';
import { MODULE_NAMES, PROFILES, type ModuleName } from '../../../src/app/config';
import { capabilities as reference } from '../../../generated/capabilities';
import { capabilityGate } from '../../../src/api/gate';
import type { Capabilities } from '../../../codegen/runtime/capabilities';

const known = capabilityGate(reference);
const all = [...MODULE_NAMES];

describe('linkedModule', () => {
  it('reads the module of a general page and of an object page, with or without query, fragment or trailing slash', () => {
    expect(linkedModule('/dump')).toEqual({ module: 'dump', route: 'general' });
    expect(linkedModule('/dump/?x=1#a')).toEqual({ module: 'dump', route: 'general' });
    expect(linkedModule('/objects/17/finances')).toEqual({ module: 'finances', route: 'object' });
  });

  it('leaves pages of no module alone: the start page, legal pages, deeper paths, unknown names', () => {
    for (const path of ['/', '/barrierefreiheit', '/impressum', '/dump/extra', '/objects/1/history', '/objects/1/wiki', '/finances'])
      expect(linkedModule(path), path).toBeNull();
  });
});

describe('isContentLinkAvailable', () => {
  // The class, not the example: every module's general page, in every profile and login state, is
  // linked exactly where the menu (or, after a login, the public information page) leads there.
  const cases = PROFILES.flatMap((profile) => [false, true].flatMap((authorized) => all.map((module) => [profile, authorized, module] as const)));
  it.each(cases)('profile %s, logged in %s: /%s linked where its page answers', (profile, authorized, module) => {
    const deployment = deploymentOf(all, profile);
    const available = isContentLinkAvailable(`/${module}`, known, deployment, { authorized });
    const menu = (loggedIn: boolean) => navigationItems({ modules: all, profile, gate: known, session: { authorized: loggedIn }, routeId: null, pathname: '/' });
    const inMenu = menu(authorized).some((item) => item.key === module);
    const inVisitorMenu = menu(false).some((item) => item.key === module);
    if (linkedModule(`/${module}`) === null) return expect(available).toBe(true);
    // The menu's pages always; beyond them only the public information a logged-in resident may
    // still read where visitors have it (the wiki and the bins).
    if (inMenu) expect(available).toBe(true);
    else expect(available).toBe(authorized && inVisitorMenu && ['wiki', 'container'].includes(module));
  });

  it('drops links to a module portal.json leaves out, whoever reads', () => {
    const without = all.filter((m) => m !== 'dump');
    for (const authorized of [false, true]) {
      expect(isContentLinkAvailable('/dump', known, deploymentOf(without, 'default'), { authorized })).toBe(false);
      expect(isContentLinkAvailable('/objects/3/dump', known, deploymentOf(without, 'default'), { authorized })).toBe(false);
    }
  });

  it('drops links to a module whose sets or functions the metadata lacks', () => {
    // A backend with a calendar and nothing for bulky waste: /dump has no page to lead to.
    const caps: Capabilities = { entitySets: ['Objekte'], functionImports: ['AbfuhrtermineAbJahr'], functions: { AbfuhrtermineAbJahr: reference.functions.AbfuhrtermineAbJahr! } };
    const reduced = capabilityGate(caps);
    expect(isContentLinkAvailable('/dump', reduced, deploymentOf(all, 'default'), { authorized: false })).toBe(false);
    expect(isContentLinkAvailable('/calendar', reduced, deploymentOf(all, 'default'), { authorized: false })).toBe(true);
  });

  it('links an object page only where a login reaches the module', () => {
    const objectModules = all.filter((m): m is ModuleName => linkedModule(`/objects/1/${m}`) !== null);
    for (const module of objectModules) {
      expect(isContentLinkAvailable(`/objects/1/${module}`, known, deploymentOf(all, 'default'), { authorized: false })).toBe(true);
      // The public profile has no login: no object page answers there.
      expect(isContentLinkAvailable(`/objects/1/${module}`, known, deploymentOf(all, 'public'), { authorized: false })).toBe(false);
    }
  });
});
