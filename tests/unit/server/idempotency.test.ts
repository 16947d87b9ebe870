/**
 * Double-submit protection checks the session first, is keyed by the
 * submission (client Idempotency-Key, else normalised content) within the owner, and only JSON
 * bodies are read.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_WINDOW_MS, normalise } from '../../../server/idempotency';
import { auth, harness, lit, login, post, sha, PASSWORD, type Harness } from './helpers';

const claimUrl = (description = 'Deckel gebrochen'): string =>
  `/api/LegeReklamationAngemeldetAn?id=2&reklamationsZuordnungsTyp=11&reklamationsArtenID=2&kurzbeschreibung=${lit(description)}` +
  `&anruferName=${lit('Becker')}&anruferStrasse=${lit('Lindenweg')}&anruferHausNr=${lit('3a')}&anruferPLZ=${lit('35410')}&anruferOrt=${lit('Lindenau')}` +
  `&eMail=${lit('anna.becker@example.org')}`;
const claims = (h: Harness): number => (h.db.prepare('SELECT COUNT(*) AS n FROM "Reklamationen"').get() as { n: number }).n;
const withKey = (token: string, key: string, body?: unknown): RequestInit => {
  const init = post(token, body);
  return { ...init, headers: { ...(init.headers as Record<string, string>), 'Idempotency-Key': key } };
};

describe('the double-submit cache after logout', () => {
  it('answers a replayed claim with a dead token 403, not the stored body', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    expect((await h.json(claimUrl(), post(token, { files: [] }))).status).toBe(200);
    expect((await h.json('/api/Abmelden', post(token))).status).toBe(200);
    const replay = await h.json(claimUrl(), post(token, { files: [] }));
    expect(replay.status).toBe(403);
    expect(replay.body.d).toBeUndefined();
  });

  it('never hands out the new token of AktualisiereStammdaten again', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const url = `/api/AktualisiereStammdaten?id=2&feld=${lit('Adresse')}&derzeitigesPasswortHash=${lit(sha(PASSWORD))}&email=${lit('a@b.de')}`;
    const first = await h.json(url, post(token));
    expect(first.status).toBe(200);
    const replay = await h.json(url, post(token));
    expect(replay.status).toBe(403);
    expect(JSON.stringify(replay.body)).not.toContain(first.body.d.AktualisiereStammdaten.EncryptedData);
    // Another live session of the same owner does not get the first session's new token either.
    const other = (await login(h, 'eigentuemer')).token;
    const again = await h.json(url, post(other));
    expect(again.status).toBe(200);
    expect(again.body.d.AktualisiereStammdaten.EncryptedData).not.toBe(first.body.d.AktualisiereStammdaten.EncryptedData);
  });
});

describe('one submission, one row', () => {
  it('treats bodies and parameters differing only by surrounding spaces or key order as the same claim', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const before = claims(h);
    const a = await h.json(claimUrl(), post(token, { files: [] }));
    const b = await h.json(claimUrl('Deckel gebrochen  '), { ...post(token), headers: { 'X-Auth-Hash': token, 'Content-Type': 'application/json' }, body: ' { "files" : [ ] } ' });
    expect(b.body).toEqual(a.body);
    expect(claims(h)).toBe(before + 1);
    expect(normalise({ b: ' x ', a: [{ d: 1, c: ' y' }] })).toEqual({ a: [{ c: 'y', d: 1 }], b: 'x' });
    expect(Object.keys(normalise({ b: 1, a: 2 }) as object)).toEqual(['a', 'b']);
  });

  it('makes one claim of the same claim from two sessions of the same owner', async () => {
    const h = harness();
    const first = (await login(h, 'eigentuemer')).token;
    const second = (await login(h, 'eigentuemer')).token;
    const before = claims(h);
    const a = await h.json(claimUrl(), post(first, { files: [] }));
    const b = await h.json(claimUrl(), post(second, { files: [] }));
    expect(b.body).toEqual(a.body);
    expect(claims(h)).toBe(before + 1);
    // Another resident's identical claim is theirs: never the first owner's stored answer.
    const stranger = (await login(h, 'vermieter')).token;
    expect((await h.json(claimUrl(), post(stranger, { files: [] }))).status).toBe(403);
  });

  it('makes one claim of the same content 31 s apart, and a new one after the window', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const before = claims(h);
    await h.json(claimUrl(), post(token, { files: [] }));
    h.clock.now += 31_000;
    await h.json(claimUrl(), post(token, { files: [] }));
    expect(claims(h)).toBe(before + 1);
    h.clock.now += CONTENT_WINDOW_MS;
    await h.json(claimUrl(), post(token, { files: [] }));
    expect(claims(h)).toBe(before + 2);
  });

  it('answers a retry with the same Idempotency-Key with the first result, even hours and a new login later', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const before = claims(h);
    const first = await h.json(claimUrl(), withKey(token, 'submission-1', { files: [] }));
    h.clock.now += 3 * 60 * 60_000;
    const fresh = (await login(h, 'eigentuemer')).token;
    const retry = await h.json(claimUrl(), withKey(fresh, 'submission-1', { files: [] }));
    expect(retry.body).toEqual(first.body);
    expect(claims(h)).toBe(before + 1);
    // A new submission (new key) of the same text hours later is a new claim.
    await h.json(claimUrl(), withKey(fresh, 'submission-2', { files: [] }));
    expect(claims(h)).toBe(before + 2);
  });

  it('does not let a failed attempt block the corrected retry', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const bad = await h.json(claimUrl().replace('reklamationsArtenID=2', 'reklamationsArtenID=999'), withKey(token, 'k', { files: [] }));
    expect(bad.status).toBe(422);
    expect((await h.json(claimUrl(), withKey(token, 'k', { files: [] }))).status).toBe(200);
  });
});

describe('JSON bodies only', () => {
  it.each(['application/json-patch+json', 'application/jsonx', 'text/json'])('refuses %s with 415', async (type) => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(claimUrl(), { method: 'POST', headers: { 'X-Auth-Hash': token, 'Content-Type': type }, body: '{"files":[]}' });
    expect(res.status).toBe(415);
  });

  it('accepts application/json with a charset', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(claimUrl(), { method: 'POST', headers: { 'X-Auth-Hash': token, 'Content-Type': 'application/json; charset=utf-8' }, body: '{"files":[]}' });
    expect(res.status).toBe(200);
    expect((await h.json('/api/Objekte', auth(token))).status).toBe(200);
  });
});
