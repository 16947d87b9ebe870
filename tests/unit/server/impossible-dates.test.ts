/**
 * An impossible date sent to a function import is a 400 naming the parameter, not a date rolled
 * over into the next month (Kontoauszug reads its period from `von` and `bis`, in no order check
 * that would catch it by chance).
 */
import { describe, expect, it } from 'vitest';
import { auth, harness, login, results } from './helpers';

const OBJECT = 2;
const statement = (von: string, bis: string) => `/api/Kontoauszug?objekteId=${OBJECT}&von=${encodeURIComponent(von)}&bis=${encodeURIComponent(bis)}`;

describe('Kontoauszug with impossible dates', () => {
  it.each([
    ['von', "datetime'2026-13-45T99:99:99'", "datetime'2027-12-31T00:00:00'"],
    ['von', "datetime'2026-02-29T00:00:00'", "datetime'2026-12-31T00:00:00'"],
    ['bis', "datetime'2026-01-01T00:00:00'", "datetime'2026-12-31T24:00:00'"],
    ['bis', "datetime'2026-01-01T00:00:00'", "datetime'2026-11-31T00:00:00'"],
    ['bis', "datetime'2026-01-01T00:00:00'", "datetimeoffset'2026-12-31T00:00:00+25:00'"],
  ])('refuses %s in %s – %s with a 400 naming it', async (name, von, bis) => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(statement(von, bis), auth(token));
    expect(res.status).toBe(400);
    expect(res.body.error.message.value).toBe(`Parameter ${name}: ungültiges Datum.`);
  });

  it('reads a leap day in a leap year and the last second of a day', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(statement("datetime'2024-02-29T00:00:00'", "datetime'2030-12-31T23:59:59'"), auth(token));
    expect(res.status).toBe(200);
    expect(results(res.body).length).toBeGreaterThan(0);
  });

  it('refuses an impossible date in its $filter too, naming the filter', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const filter = encodeURIComponent("Buchungsdatum ge datetimeoffset'2026-02-29T00:00:00Z'");
    const res = await h.json(`${statement("datetime'2024-01-01T00:00:00'", "datetime'2030-12-31T00:00:00'")}&$filter=${filter}`, auth(token));
    expect(res.status).toBe(400);
    expect(res.body.error.message.value).toMatch(/^Ungültiger Filter an Position \d+: ungültiger Zeitpunkt „2026-02-29T00:00:00Z“/);
  });
});
