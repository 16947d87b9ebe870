/**
 * The deployment config (schema/<authority>/portal.json, chosen at build time by PORTAL_AUTHORITY
 * through the `@authority` alias; default `reference`) typed once. Integrators edit the JSON, never
 * this file. The profile decides access (public/private) and whether a password is used.
 */
import raw from '@authority/portal.json';
import { readAccessibility, type AccessibilityConfig } from './accessibility-config';
import { isModuleName, objectFirstModule, type ModuleDeployment, type ModuleName, type ObjectModule } from '../modules/registry';
import type { BookingContact } from '../modules/types';
import { PROFILE_INFO, PROFILES, type ProfileInfo, type ProfileName } from './profiles';
import { authorityColour } from '../theme/authority-colour';

// The module names and their routes come from the module definitions (src/modules/registry.ts);
// re-exported here because the deployment config is validated against them.
export { GENERAL_MODULES, MODULE_NAMES, OBJECT_MODULES, type GeneralModule, type ModuleName, type ObjectModule } from '../modules/registry';

// The profiles (who may see what, whether there is a login) do not depend on the deployment: they
// live apart, so that the build's own checks (tools/) can read them without this file's JSON alias.
export { offersLogin, PROFILE_INFO, PROFILES, type ProfileInfo, type ProfileName } from './profiles';

export interface PortalConfig {
  authority: string;
  profile: ProfileName;
  modules: ModuleName[];
  defaultModule: ObjectModule;
  texts: {
    title: string;
    description: string;
    landingTitle: string;
    landingSubtitle: string;
    greeting: string | null;
    infoTexts: string[];
  };
  links: { imprint?: string | null; privacy?: string | null; contact?: string | null };
  /** The authority's colour; src/theme makes the palette and the text on it. */
  theme: { primaryColor: string };
  /** URLs of the authority's logos: `light` for white surfaces, `dark` for the phone header in the primary colour. */
  logo: { light: string; dark?: string | null; alt?: string | null };
  phoneCountries: string[];
  /** The accessibility statement, contact and sign-language video, with defaults for what is left out. */
  accessibility: AccessibilityConfig;
  /** How the authority takes bulky-waste bookings itself (shown where the portal cannot book); null when not given. */
  dumpBooking: BookingContact | null;
}

/**
 * Logos and icons are files in schema/<authority>/; the build publishes them under /brand/
 * (tools/authority-brand.ts) and has checked the names (tools/portal-config.ts).
 */
export const brandUrl = (file: string): string => `/brand/${file}`;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * portal.json `dumpBooking`, optional: phone (with its hours), e-mail and the authority's own
 * booking page (https only, like every link the portal writes); null when it names none of them.
 */
export function readDumpBooking(section: unknown): BookingContact | null {
  if (typeof section !== 'object' || section === null) return null;
  const json = section as Record<string, unknown>;
  const url = text(json.url);
  const contact: BookingContact = { phone: text(json.phone), hours: text(json.hours), email: text(json.email), url: url && /^https:\/\//i.test(url) ? url : null };
  return contact.phone || contact.email || contact.url ? { ...contact, hours: contact.phone ? contact.hours : null } : null;
}

const isProfile = (value: unknown): value is ProfileName => PROFILES.includes(value as ProfileName);

/** Validates the JSON once; unknown names fall back to safe defaults instead of breaking the app. */
export function readPortalConfig(json: typeof raw): PortalConfig {
  const modules = (json.modules as unknown[]).filter(isModuleName);
  const defaultModule = objectFirstModule(json.defaultModule);
  return {
    authority: json.authority,
    profile: isProfile(json.profile) ? json.profile : 'default',
    modules,
    defaultModule,
    texts: { ...json.texts, greeting: json.texts.greeting ?? null },
    links: json.links,
    theme: { primaryColor: authorityColour(json.theme?.primaryColor) },
    logo: { light: brandUrl(json.logo.light), dark: json.logo.dark ? brandUrl(json.logo.dark) : null, alt: json.logo.alt ?? null },
    phoneCountries: json.phoneCountries,
    // Optional in portal.json: another authority's file may not have the section at all.
    accessibility: readAccessibility((json as { accessibility?: unknown }).accessibility),
    dumpBooking: readDumpBooking((json as { dumpBooking?: unknown }).dumpBooking),
  };
}

export const portalConfig: PortalConfig = readPortalConfig(raw);
/**
 * portal.json as the build read it, for a page that reads a key of its own (the barrier report's
 * contact). Imported from here, the file stays in the shell's chunk; a lazy page importing it
 * itself would split it into a chunk of its own, one more request on every page.
 */
export const portalJson: typeof raw = raw;
export const profileInfo: ProfileInfo = PROFILE_INFO[portalConfig.profile];
/** This deployment's side of the registry's `isReachable`: the enabled modules and the profile's access. */
export const deployment: ModuleDeployment = { modules: portalConfig.modules, access: profileInfo.access };
