// @vitest-environment jsdom
/**
 * Articles from the backend are written once for every authority: a link in them to a module this
 * portal does not have (or not for this reader) loses its anchor and keeps its words.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../../../server/seed/content';
import { MORE_ARTICLES } from '../../../server/seed/wiki';
import { capabilities as reference } from '../../../generated/capabilities';
import { capabilityGate } from '../../../src/api/gate';
import { isContentLinkAvailable, linkedModule } from '../../../src/app/content-links';
import { MODULE_NAMES, PROFILES } from '../../../src/app/config';
import { deploymentOf } from '../../../src/app/navigation';
import { ContentLinkContext } from '../../../src/ui/content-link-context';
import { SafeHtml } from '../../../src/ui/SafeHtml';
import { sanitizeHtml } from '../../../src/ui/sanitize';
import { renderUi } from './render';

const gate = capabilityGate(reference);
const seeded = [...ARTICLES, ...MORE_ARTICLES].map(([title, , html]) => [title, html] as const);

const parse = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe('links in articles follow the modules', () => {
  it('the demo articles do link to module pages (else this proves nothing)', () => {
    const targets = seeded.flatMap(([, html]) => [...parse(sanitizeHtml(html)).querySelectorAll('a')].map((a) => linkedModule(a.getAttribute('href')!)?.module));
    expect(new Set(targets.filter(Boolean)).size).toBeGreaterThanOrEqual(3);
  });

  // Every profile, logged out and in, with every module left out of portal.json in turn.
  const deployments = PROFILES.flatMap((profile) =>
    [false, true].flatMap((authorized) => MODULE_NAMES.map((off) => [profile, authorized, off] as const)),
  );
  it.each(deployments)('profile %s, logged in %s, without %s: no link to a missing page, no word lost', (profile, authorized, off) => {
    const deployment = deploymentOf(MODULE_NAMES.filter((m) => m !== off), profile);
    const keep = (path: string) => isContentLinkAvailable(path, gate, deployment, { authorized });
    for (const [title, html] of seeded) {
      const all = parse(sanitizeHtml(html));
      const kept = parse(sanitizeHtml(html, keep));
      expect(kept.textContent, title).toBe(all.textContent);
      for (const a of kept.querySelectorAll('a')) expect(keep(a.getAttribute('href')!), `${title}: ${a.getAttribute('href')}`).toBe(true);
      // Links that lead somewhere stay links.
      const leading = [...all.querySelectorAll('a')].filter((a) => keep(a.getAttribute('href')!)).length;
      expect(kept.querySelectorAll('a')).toHaveLength(leading);
    }
  });

  it('SafeHtml draws the words without the link where the rule drops it', async () => {
    const html = '<p>Melden Sie die Abholung unter <a href="/dump">Sperrmüll</a> an. Termine im <a href="/calendar">Abfuhrkalender</a>.</p>';
    renderUi(
      <ContentLinkContext.Provider value={(path) => path !== '/dump'}>
        <SafeHtml html={html} />
      </ContentLinkContext.Provider>,
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Abfuhrkalender' })).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Sperrmüll' })).toBeNull();
    expect(screen.getByText(/Melden Sie die Abholung unter Sperrmüll an/)).toBeTruthy();
  });
});
