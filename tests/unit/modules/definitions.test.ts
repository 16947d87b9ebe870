/**
 * The module definition is the one place a module is described. Menu, routes,
 * visibility and the portal.json check are derived from it; these tests hold the derivations to
 * docs/behaviour.md, "Routes and the route guard" and "Profiles and menu visibility" (written out by hand here) for every profile × login × capabilities.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx';
import { deriveCapabilities, type Capabilities } from '../../../codegen/runtime/capabilities';
import { GENERAL_MODULES, MODULE_NAMES, OBJECT_MODULES, PROFILES, PROFILE_INFO, readPortalConfig, type ModuleName } from '../../../src/app/config';
import { isObjectModule } from '../../../src/app/guard';
import { capabilityGate } from '../../../src/api/gate';
import { deploymentOf, isModuleVisible, navigationItems } from '../../../src/app/navigation';
import de from '../../../src/i18n/de-DE.json';
import { isReachable, MODULES } from '../../../src/modules/registry';

/** Reachable with every module enabled in portal.json: what profile, login and capabilities decide. */
const isModuleAvailable = (module: ModuleName, profile: (typeof PROFILES)[number], authorized: boolean, gate: ReturnType<typeof capabilityGate>) =>
  isReachable(module, gate, deploymentOf(MODULE_NAMES, profile), { authorized });

const root = join(__dirname, '../../..');
const reference = deriveCapabilities(readEdmx(readFileSync(join(root, 'schema/reference/metadata.xml'), 'utf8')));
const nothing: Capabilities = { ...reference, entitySets: [], functionImports: [], functions: {} };

/** The eleven modules. */
const SPEC_MODULES = ['dashboard', 'calendar', 'dump', 'documents', 'claims', 'requests', 'finances', 'demands', 'container', 'wiki', 'register'];
/** The routes (docs/behaviour.md, "Routes and the route guard"). */
const SPEC_OBJECT = ['calendar', 'claims', 'dashboard', 'demands', 'documents', 'dump', 'finances', 'requests'];
const SPEC_GENERAL = ['calendar', 'claims', 'container', 'documents', 'dump', 'register', 'requests', 'wiki'];
/** Menu visibility (docs/behaviour.md, "Profiles and menu visibility") by profile access and login. */
function specVisible(module: string, access: readonly string[], authorized: boolean): boolean {
  const pub = access.includes('public');
  const priv = access.includes('private');
  if (['dashboard', 'finances', 'demands'].includes(module)) return priv && authorized;
  if (['container', 'wiki'].includes(module)) return pub && !authorized;
  if (module === 'register') return priv && !authorized;
  return pub || priv;
}

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), de);

describe('the module definitions', () => {
  it('define exactly the eleven documented modules, each from its own folder and listed once', () => {
    expect([...MODULE_NAMES].sort()).toEqual([...SPEC_MODULES].sort());
    for (const [key, definition] of Object.entries(MODULES)) expect(definition.name).toBe(key);
    // Every module folder is in the registry (claims also defines requests: one feature, one folder).
    const folders = readdirSync(join(root, 'src/modules'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    for (const folder of folders) expect(MODULE_NAMES as readonly string[]).toContain(folder);
  });

  it('give the documented routes', () => {
    expect([...OBJECT_MODULES].sort()).toEqual(SPEC_OBJECT);
    expect([...GENERAL_MODULES].sort()).toEqual(SPEC_GENERAL);
    for (const module of MODULE_NAMES) expect(isObjectModule(module, MODULE_NAMES)).toBe(SPEC_OBJECT.includes(module));
  });

  // The empty text is each module page's own (in its namespace), tested with the page.
  it.each(MODULE_NAMES)('%s has its German label and page subtitle', (module) => {
    expect(typeof lookup(MODULES[module].labelKey)).toBe('string');
    expect(typeof lookup(`app.subtitles.${module}`)).toBe('string');
  });

  it('give every module an icon of its own', () => {
    const icons = MODULE_NAMES.map((m) => MODULES[m].icon);
    expect(new Set(icons).size).toBe(icons.length);
  });
});

const cases = PROFILES.flatMap((profile) => [false, true].flatMap((authorized) => MODULE_NAMES.map((module) => [profile, authorized, module] as const)));

describe('visibility derived from the definitions', () => {
  it.each(cases)('profile %s, logged in %s: %s', (profile, authorized, module) => {
    const expected = specVisible(module, PROFILE_INFO[profile].access, authorized);
    expect(isModuleVisible(module, profile, authorized)).toBe(expected);
    // Capabilities unknown hide nothing; the reference backend offers every module.
    expect(isModuleAvailable(module, profile, authorized, capabilityGate(null))).toBe(expected);
    expect(isModuleAvailable(module, profile, authorized, capabilityGate(reference))).toBe(expected);
    // A backend without what the module needs hides it, exactly as its definition says.
    expect(isModuleAvailable(module, profile, authorized, capabilityGate(nothing))).toBe(expected && MODULES[module].needs(capabilityGate(nothing)));
  });

  it('hides a module when the backend lacks one thing it needs, and only that module', () => {
    const noDocuments = { ...reference, entitySets: reference.entitySets.filter((s) => s !== 'Dokumente' && s !== 'OeffentlicheDokumente') };
    const shown = (caps: Capabilities) => MODULE_NAMES.filter((m) => isModuleAvailable(m, 'default', true, capabilityGate(caps)));
    expect(shown(reference).filter((m) => !shown(noDocuments).includes(m))).toEqual(['documents']);
  });

  it('takes label and icon of a menu entry from the definition', () => {
    const items = navigationItems({ modules: MODULE_NAMES, profile: 'default', gate: capabilityGate(null), session: { authorized: true }, routeId: 5, pathname: '/' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const definition = MODULES[item.key as ModuleName];
      expect(item).toMatchObject({ labelKey: definition.labelKey, icon: definition.icon });
      expect(item.path).toBe(definition.routes.includes('object' as never) ? `/objects/5/${item.key}` : `/${item.key}`);
    }
  });
});

describe('portal.json is checked against the definitions', () => {
  const base = JSON.parse(readFileSync(join(root, 'schema/reference/portal.json'), 'utf8'));
  it('drops unknown module names and keeps the order', () => {
    const config = readPortalConfig({ ...base, modules: ['wiki', 'reports', 'calendar', 'dashboard'] });
    expect(config.modules).toEqual(['wiki', 'calendar', 'dashboard']);
  });
  it('accepts only a module with an object page as the default module', () => {
    expect(readPortalConfig({ ...base, defaultModule: 'finances' }).defaultModule).toBe('finances');
    expect(readPortalConfig({ ...base, defaultModule: 'wiki' }).defaultModule).toBe('calendar');
    expect(readPortalConfig({ ...base, defaultModule: 'nope' }).defaultModule).toBe('calendar');
  });
});
