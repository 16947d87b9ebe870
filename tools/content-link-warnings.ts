/**
 * The build's check of the texts an authority writes itself (portal.json: landing and info texts,
 * and any other text there) and of the portal's own texts: a link to a page of a module this
 * portal does not have is named in a warning. The portal would not draw that link anyway
 * (src/app/content-links.ts decides at run time, for articles from the backend as well); the
 * warning tells the authority that its text points readers nowhere.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Capabilities } from '../codegen/runtime/capabilities';
import { buildTimeGate } from '../codegen/portal-report';
import { isContentLinkAvailable, linkedModule } from '../src/app/content-links';
import { offersLogin, PROFILE_INFO, PROFILES, type ProfileName } from '../src/app/profiles';
import { isModuleName, MODULES, type ModuleDeployment, type ModuleName } from '../src/modules/registry';

/** Every string in `value` with the path that leads to it (`texts.infoTexts[1]`). */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/** The same-site paths a text links to (`href="/dump"`; off-site and scheme links are not module pages). */
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const sameSitePaths = (text: string): string[] =>
  [...text.matchAll(HREF)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim()).filter((href) => href.startsWith('/') && !/^\/[\\/]/.test(href));

export interface ContentLinkInput {
  /** portal.json as read. */
  config: { modules: readonly string[]; profile: string };
  /** The authority's folder name, for the message. */
  authority: string;
  capabilities: Capabilities;
  /** The portal's own texts (src/i18n/de-DE.json): checked too, and the menu's names come from them. */
  texts: { nav?: Record<string, string> } & Record<string, unknown>;
}

/** One German line per text that links to a module page no reader of this portal can reach. */
export function contentLinkWarnings({ config, authority, capabilities, texts }: ContentLinkInput): string[] {
  const gate = buildTimeGate(capabilities);
  // An unknown profile is the portal config's own error (src/app/config.ts falls back to the default).
  const profile: ProfileName = (PROFILES as readonly string[]).includes(config.profile) ? (config.profile as ProfileName) : 'default';
  const deployment: ModuleDeployment = { modules: config.modules.filter(isModuleName), access: PROFILE_INFO[profile].access };
  const states = offersLogin(deployment) ? [false, true] : [false];
  const sources: [string, [string, string][]][] = [
    [`schema/${authority}/portal.json`, strings(config, '')],
    ['src/i18n/de-DE.json', strings(texts, '')],
  ];
  const label = (module: ModuleName) => texts.nav?.[MODULES[module].labelKey.replace(/^nav\./, '')] ?? module;
  const warnings: string[] = [];
  for (const [file, entries] of sources)
    for (const [path, text] of entries)
      for (const href of sameSitePaths(text)) {
        const target = linkedModule(href);
        if (!target || states.some((authorized) => isContentLinkAvailable(href, gate, deployment, { authorized }))) continue;
        warnings.push(
          `Warnung: ${file}, ${path}: verweist auf ${href}, das Modul „${label(target.module)}“ ist in diesem Portal aus; ` +
            'das Portal zeigt dort nur den Text, ohne Verweis.',
        );
      }
  return warnings;
}

/** The portal's own German texts, as the build reads them. */
export const portalTexts = (root: string): ContentLinkInput['texts'] => JSON.parse(readFileSync(join(root, 'src', 'i18n', 'de-DE.json'), 'utf8'));
