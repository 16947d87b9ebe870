/**
 * The password-free community login (AnmeldungOhnePasswort): its two numbers are printed on every
 * fee notice, so it opens a session only where the authority's profile is `community`, and even
 * there that session reads and reports but changes no payment or contact data and cancels nothing.
 */
import { describe, expect, it } from 'vitest';
import { functionHandlers } from '../../../server/routes/functions/index';
import { FULL_LOGIN_FUNCTIONS } from '../../../src/api/full-login';
import { auth, harness, lit, login, post, sha, PASSWORD, type Harness } from './helpers';

const communityLogin = (h: Harness) => h.json(`/api/AnmeldungOhnePasswort?kassenzeichen=${lit('KZ-2026-0001')}&objektNr=${lit('OBJ-1001')}`);

async function communityToken(h: Harness): Promise<string> {
  const res = await communityLogin(h);
  expect(res.status).toBe(200);
  return res.body.d.AnmeldungOhnePasswort.EncryptedData as string;
}

const ownerOfObject1 = (h: Harness): number =>
  (h.db.prepare(`SELECT "EigentuemerAdressenObj__fk" AS owner FROM "Objekte" WHERE "ObjekteId" = 1`).get() as { owner: number }).owner;

describe('where the profile offers no community access (the reference authority: default)', () => {
  it('answers 404 with a German message and opens no session', async () => {
    const h = harness();
    expect(h.config.communityAccess).toBe(false);
    const res = await communityLogin(h);
    expect(res.status).toBe(404);
    expect(res.body.error.message.value).toBe('Die Anmeldung ohne Passwort bietet dieses Portal nicht an.');
    expect((h.db.prepare('SELECT COUNT(*) AS n FROM srv_sessions').get() as { n: number }).n).toBe(0);
  });
});

describe('where the profile is community', () => {
  it('the session reads its object and its owner', async () => {
    const h = harness({ communityAccess: true });
    const token = await communityToken(h);
    expect((await h.json('/api/Objekte', auth(token))).status).toBe(200);
    expect((await h.json(`/api/Adressen?$filter=AdressenId eq ${ownerOfObject1(h)}`, auth(token))).status).toBe(200);
  });

  it('may not grant a SEPA mandate, change master data or the password', async () => {
    const h = harness({ communityAccess: true });
    const token = await communityToken(h);
    const owner = ownerOfObject1(h);
    const mandate = await h.json(`/api/ErteileSepaMandat?objekteId=1&kontoinhaber=${lit('Fremd')}&iban=${lit('DE89 3704 0044 0532 0130 00')}&zustimmung=true`, post(token));
    expect(mandate.status).toBe(403);
    expect(mandate.body.error.code).toBe('full-login-required');
    expect(h.db.prepare(`SELECT COUNT(*) AS n FROM "SepaMandate" WHERE "Objekt__fk" = 1`).get()).toEqual({ n: 0 });
    const before = h.db.prepare(`SELECT "EMail" AS email FROM "Adressen" WHERE "AdressenId" = ?`).get(owner);
    const change = await h.json(
      `/api/AktualisiereStammdaten?id=${owner}&feld=${lit('Adresse')}&derzeitigesPasswortHash=${lit(sha(PASSWORD))}&email=${lit('attacker@example.org')}`,
      post(token),
    );
    expect(change.status).toBe(403);
    expect(change.body.error.code).toBe('full-login-required');
    expect(h.db.prepare(`SELECT "EMail" AS email FROM "Adressen" WHERE "AdressenId" = ?`).get(owner)).toEqual(before);
  });

  it('may not cancel an order of the object', async () => {
    const h = harness({ communityAccess: true });
    const token = await communityToken(h);
    const dump = h.db.prepare(`SELECT "StueckgutAuftraegeId" AS id FROM "StueckgutAuftraege" WHERE "Objekt__fk" = 1 AND "Status" = 1 LIMIT 1`).get() as { id: number } | undefined;
    const order = h.db.prepare(`SELECT "AuftraegeId" AS id FROM "Auftraege" WHERE "Objekt__fk" = 1 AND "AuftragsStatus" = 1 LIMIT 1`).get() as { id: number } | undefined;
    expect(dump ?? order).toBeDefined();
    const dumpCancel = await h.json(`/api/StorniereStueckgutAuftrag?stueckgutAuftraegeId=${dump?.id ?? 1}&eMail=${lit('a@example.org')}`, post(token));
    expect(dumpCancel.status).toBe(403);
    expect(dumpCancel.body.error.code).toBe('full-login-required');
    const orderCancel = await h.json(`/api/StorniereAuftrag?auftraegeId=${order?.id ?? 1}`, post(token));
    expect(orderCancel.status).toBe(403);
    expect(orderCancel.body.error.code).toBe('full-login-required');
  });

  it('a password session of the owner still may', async () => {
    const h = harness({ communityAccess: true });
    const { token } = await login(h, 'eigentuemer');
    const mandate = await h.json(`/api/ErteileSepaMandat?objekteId=2&kontoinhaber=${lit('Anna Becker')}&iban=${lit('DE89 3704 0044 0532 0130 00')}&zustimmung=true`, post(token));
    expect(mandate.status).toBe(200);
  });

  it('the portal withholds exactly the functions the server refuses to such a session', () => {
    const flagged = Object.entries(functionHandlers)
      .filter(([, handler]) => handler.fullLogin)
      .map(([name]) => name)
      .sort();
    expect(flagged).toEqual([...FULL_LOGIN_FUNCTIONS].sort());
  });
});
