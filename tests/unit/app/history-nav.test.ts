import { describe, expect, it } from 'vitest';
import { navigationItems, type NavigationInput } from '../../../src/app/navigation';
import { MODULE_NAMES } from '../../../src/app/config';
import { capabilityGate } from '../../../src/api/gate';

const input = (over: Partial<NavigationInput>): NavigationInput => ({
  modules: ['dashboard', 'calendar'],
  profile: 'default',
  gate: capabilityGate(null),
  session: { authorized: true },
  routeId: 4,
  pathname: '/objects/4/history',
  history: true,
  ...over,
});

// The history is reachable from the object's menu at every width.
describe('the "Verlauf" menu entry', () => {
  it('leads a logged-in resident to the object history and marks it active there', () => {
    const item = navigationItems(input({})).find((i) => i.key === 'history');
    expect(item).toEqual({ key: 'history', path: '/objects/4/history', labelKey: 'nav.history', icon: 'history', active: true });
  });

  it.each<[string, Partial<NavigationInput>]>([
    ['logged out', { session: { authorized: false } }],
    ['without an object in the route', { routeId: null }],
    ['without an event history on the server', { history: false }],
  ])('is absent %s', (_name, over) => {
    expect(navigationItems(input(over)).map((i) => i.key)).not.toContain('history');
  });
});

// Each module its own icon.
describe('menu icons', () => {
  it('differ between all modules', () => {
    const all = navigationItems(input({ modules: [...MODULE_NAMES], session: { authorized: false }, routeId: null, history: false }));
    const authorized = navigationItems(input({ modules: [...MODULE_NAMES] }));
    const icons = new Map([...all, ...authorized].map((item) => [item.key, item.icon]));
    expect(icons.size).toBe(new Set(icons.values()).size);
  });
});
