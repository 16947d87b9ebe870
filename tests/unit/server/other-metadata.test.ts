/**
 * The embedded backend serves any authority's metadata (PORTAL_METADATA_FILE): tables for every
 * set, demo data where the sets exist, the rest empty, and one German line on what was not seeded.
 * The start banner offers the demo logins only where they work.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readEdmx } from '../../../codegen/edmx/read';
import { startBanner } from '../../../server/banner';
import { createApp, openDatabase, prepareDatabase, testConfig } from '../../../server/index';
import { demoDataGaps, demoLoginsSeeded } from '../../../server/seed/index';

const NOW = Date.UTC(2026, 10, 21, 12);
const reference = readFileSync('schema/reference/metadata.xml', 'utf8');

/** Replaces exactly one match; a pattern that no longer matches the reference fails the test loudly. */
function once(xml: string, pattern: RegExp, replacement: string): string {
  const hits = xml.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  if (hits !== 1) throw new Error(`expected one ${pattern} in the reference metadata, found ${hits}`);
  return xml.replace(pattern, replacement);
}

/** Without the entity set `name` and the association sets that link it. */
function withoutSet(xml: string, name: string): string {
  const out = once(xml, new RegExp(`\\s*<EntitySet Name="${name}" [^>]*/>`), '');
  return out.replace(/\s*<AssociationSet [^>]*>[\s\S]*?<\/AssociationSet>/g, (block) => (block.includes(`EntitySet="${name}"`) ? '' : block));
}

/** With a set the demo data knows nothing of. */
function withForeignSet(xml: string): string {
  const type = `<EntityType Name="Wertstoffhoefe"><Key><PropertyRef Name="HofId"/></Key><Property Name="HofId" Type="Edm.Int32" Nullable="false"/><Property Name="Name" Type="Edm.String" Nullable="false"/></EntityType>`;
  const withType = once(xml, /(<EntityType Name="Orte">)/, `${type}\n      $1`);
  return once(withType, /(<EntitySet Name="Anreden" )/, `<EntitySet Name="Wertstoffhoefe" EntityType="Abfall.Portal.Wertstoffhoefe"/>\n        $1`);
}

/** The entity type `from` renamed `to` everywhere (sets keep their names). */
function renamedType(xml: string, from: string, to: string): string {
  const out = once(xml, new RegExp(`<EntityType Name="${from}">`), `<EntityType Name="${to}">`);
  return out.replaceAll(`"Portal.${from}"`, `"Portal.${to}"`).replaceAll(`"Abfall.Portal.${from}"`, `"Abfall.Portal.${to}"`);
}

function serve(xml: string) {
  const model = readEdmx(xml);
  const db = openDatabase(':memory:');
  const seeded = prepareDatabase(db, model, { now: NOW });
  const config = testConfig({ maintenanceFile: join(tmpdir(), `portal-test-maintenance-${process.pid}-other`) });
  const app = createApp({ db, model, metadataXml: xml, config, clock: () => NOW });
  const json = async (path: string) => {
    const res = await app.request(`/api/${path}`, { headers: { Accept: 'application/json' } });
    return { status: res.status, body: (await res.json()) as { d: Record<string, unknown>[] } };
  };
  return { db, model, seeded, app, json };
}

describe('the embedded backend on another authority’s metadata', () => {
  it('seeds the reference completely and says nothing', () => {
    const { db, seeded } = serve(reference);
    expect(seeded).toBe(true);
    expect(demoDataGaps(db)).toBeNull();
    expect(demoLoginsSeeded(db)).toBe(true);
  });

  it('starts without Orte and with a set of its own: $metadata, the empty set, the seeded rest and one German line', async () => {
    const xml = withForeignSet(withoutSet(reference, 'Orte'));
    const { db, seeded, app, json } = serve(xml);
    expect(seeded).toBe(true);
    expect(demoDataGaps(db)).toBe(
      'Demodaten nur teilweise angelegt – nicht in den Metadaten: Orte; ohne nicht deklarierte Eigenschaften: Strassen; den Demodaten unbekannt, daher leer: Wertstoffhoefe.',
    );

    const metadata = await app.request('/api/$metadata');
    expect(metadata.status).toBe(200);
    expect(await metadata.text()).toBe(xml);
    expect(await json('Wertstoffhoefe')).toEqual({ status: 200, body: { d: [] } });
    expect((await json('Orte')).status).toBe(404);
    // Streets are seeded, without the link to the towns this metadata does not have.
    expect((await json('Strassen')).body.d.length).toBeGreaterThan(0);
    expect((await json('Abfallarten')).body.d.length).toBeGreaterThan(0);
    expect(demoLoginsSeeded(db)).toBe(true);
  });

  it('starts with differently named entity types and seeds their sets', async () => {
    const xml = renamedType(renamedType(reference, 'Orte', 'Ort'), 'StueckgutAuftraege', 'StueckgutAuftrag');
    const { db, json } = serve(xml);
    const towns = await json('Orte');
    expect(towns.status).toBe(200);
    expect(towns.body.d[0]).toMatchObject({ __metadata: { type: 'Abfall.Portal.Ort' }, Ortsname: 'Lindenau' });
    // A private set (read after login): its rows counted in the table.
    expect((db.prepare(`SELECT COUNT(*) AS n FROM "StueckgutAuftraege"`).get() as { n: number }).n).toBeGreaterThan(0);
    // The positions' link column is named after the type ("StueckgutAuftraege_…__fk"): left out, said so.
    expect(demoDataGaps(db)).toBe('Demodaten nur teilweise angelegt – ohne nicht deklarierte Eigenschaften: StueckgutAnzahlen.');
  });

  it('without Objekte seeds once, not on every start, and has no demo logins', () => {
    const xml = withoutSet(reference, 'Objekte');
    const { db, model, seeded } = serve(xml);
    expect(seeded).toBe(true);
    expect(demoDataGaps(db)).toMatch(/^Demodaten nur teilweise angelegt – nicht in den Metadaten: Objekte[;.]/);
    expect(demoLoginsSeeded(db)).toBe(false);
    expect(prepareDatabase(db, model, { now: NOW })).toBe(false);
  });
});

describe('the start banner', () => {
  const config = { port: 9172, maintenanceFile: '.data/maintenance', apiUpstream: null, publicUrl: 'http://localhost:9172', trustedProxies: [] as string[], communityAccess: false };

  it('lists the demo logins for the embedded backend that has them', () => {
    const text = startBanner(config, { demoLogins: true }).join('\n');
    expect(text).toContain('Bürgerportal läuft auf http://localhost:9172');
    expect(text).toContain('Demo-Zugänge');
    expect(text).toContain('eigentuemer');
    // The login without password is named only where the profile offers it.
    expect(text).not.toContain('Zugang ohne Passwort');
    expect(startBanner({ ...config, communityAccess: true }, { demoLogins: true }).join('\n')).toContain('Zugang ohne Passwort: Kassenzeichen KZ-2026-0001');
  });

  it('does not list them against a real backend or where they were not seeded', () => {
    const upstream = startBanner({ ...config, apiUpstream: new URL('https://sap.example/odata/') }, { demoLogins: true }).join('\n');
    expect(upstream).toContain('Bürgerportal läuft auf');
    expect(upstream).not.toMatch(/Demo-Zugänge|eigentuemer|Kassenzeichen/);
    expect(startBanner(config, { demoLogins: false }).join('\n')).not.toContain('Demo-Zugänge');
  });

  it('says at start when no proxy is trusted, and which ones are', () => {
    const unset = startBanner(config, { demoLogins: false }).join('\n');
    expect(unset).toContain('PORTAL_TRUSTED_PROXIES ist nicht gesetzt: X-Forwarded-For wird nicht beachtet.');
    const set = startBanner({ ...config, trustedProxies: ['127.0.0.1', '10.0.0.0/8'] }, { demoLogins: false }).join('\n');
    expect(set).not.toContain('nicht gesetzt');
    expect(set).toContain('Vertrauenswürdige Proxys (X-Forwarded-For): 127.0.0.1, 10.0.0.0/8');
  });

  it('names the public address when links point elsewhere than the local one', () => {
    expect(startBanner(config, { demoLogins: false }).join('\n')).not.toContain('Öffentliche Adresse');
    expect(startBanner({ ...config, publicUrl: 'https://portal.example.de' }, { demoLogins: false }).join('\n')).toContain(
      'Öffentliche Adresse (Links in E-Mails, Zahlungen): https://portal.example.de',
    );
  });
});
