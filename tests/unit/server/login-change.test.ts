/**
 * Changing the Benutzerkennung (AktualisiereStammdaten benutzerkennung=…) must not become a way for
 * a logged-in resident to learn which login names exist: a name that is taken and one that cannot
 * be used get the same answer, and an account can try only a few names a day.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_CHANGE_LIMIT } from '../../../server/routes/functions/AktualisiereStammdaten';
import { harness, lit, login, post, sha, PASSWORD, type Harness } from './helpers';

const rename = (h: Harness, token: string, benutzerkennung: string) =>
  h.json(
    `/api/AktualisiereStammdaten?id=2&feld=${lit('Adresse')}&derzeitigesPasswortHash=${lit(sha(PASSWORD))}&benutzerkennung=${lit(benutzerkennung)}`,
    post(token),
  );

describe('AktualisiereStammdaten with a new Benutzerkennung', () => {
  it('answers a taken name exactly as a name that cannot be used', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const taken = await rename(h, token, 'vermieter');
    const tooShort = await rename(h, token, 'x');
    const hidden = await rename(h, token, 'neu\u200bname');
    expect(taken.status).toBe(422);
    expect(taken.body.error.message.value).toBe('Diese Benutzerkennung können Sie nicht verwenden. Bitte wählen Sie eine andere.');
    expect(tooShort.body).toEqual(taken.body);
    expect(hidden.body).toEqual(taken.body);
    expect(tooShort.status).toBe(422);
  });

  it('takes a free name, and then the old one is no longer a login', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await rename(h, token, 'neuer-name');
    expect(res.status).toBe(200);
    await expect(login(h, 'neuer-name')).resolves.toBeTruthy();
  });

  it('stops a scan: after a few names a day even a free one is refused, and the names are not compared any more', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    for (let i = 0; i < LOGIN_CHANGE_LIMIT.max; i++) expect((await rename(h, token, 'vermieter')).status).toBe(422);
    const scan = await rename(h, token, 'vermieter');
    expect(scan.status).toBe(429);
    expect(scan.body.error.message.value).toMatch(/heute schon \d+ Benutzerkennungen/);
    expect((await rename(h, token, 'frei-und-neu')).status).toBe(429);
    h.clock.now += LOGIN_CHANGE_LIMIT.windowMs;
    // A day later the session has ended (at the latest 12 hours after its login): a new login may try again.
    const { token: nextDay } = await login(h, 'eigentuemer');
    expect((await rename(h, nextDay, 'frei-und-neu')).status).toBe(200);
  });
});
