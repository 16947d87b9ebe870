/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
/**
 * The server's bulky-waste rules: offered dates per street and type, quota per
 * object and year, daily capacity, items per type, "Sonstiges", consent, one order per submission,
 * paid types waiting for payment. Each refusal is HTTP 400 with a German message.
 */
import { describe, expect, it } from 'vitest';
import { auth, harness, lit, login, post, results, type Harness } from './helpers';

const OBJECT = 2; // the demo owner 'eigentuemer'
const wireDay = (s: string): number => Number(/\/Date\((-?\d+)\)\//.exec(s)![1]);
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

async function offered(h: Harness, token: string, type: number, objectId = OBJECT): Promise<{ day: number; free: number; capacity: number }[]> {
  const res = await h.json(`/api/StueckgutTermine?objekteId=${objectId}&stueckgutAuftragsartenId=${type}`, auth(token));
  expect(res.status).toBe(200);
  return results(res.body).map((r: any) => ({ day: wireDay(r.Datum), free: r.Frei, capacity: r.Kapazitaet }));
}

function orderUrl(o: { type: number; positions?: string; day: number; consent?: boolean; other?: string; objectId?: number }): string {
  return (
    `/api/LegeStueckgutAuftragAn?objekteId=${o.objectId ?? OBJECT}&stueckgutAuftragsartenId=${o.type}` +
    (o.positions ? `&positionen=${lit(o.positions)}` : '') +
    (o.other ? `&sonstiges=${lit(o.other)}` : '') +
    `&wunschtermin=DateTime'${isoDay(o.day)}T00:00:00'&eMail=${lit('anna.becker@example.org')}` +
    (o.consent ? '&einwilligung=true' : '') +
    '&$expand=StueckgutAnzahlen/Stueckgut'
  );
}

async function setup() {
  const h = harness();
  const { token } = await login(h, 'eigentuemer');
  return { h, token };
}

const usedM3 = (h: Harness): number => {
  const year = new Date().getUTCFullYear();
  const row = h.db
    .prepare(
      `SELECT COALESCE(SUM(n."Anzahl" * s."Volumen"), 0) AS m3 FROM "StueckgutAnzahlen" n JOIN "StueckgutAuftraege" a ON a."StueckgutAuftraegeId" = n."StueckgutAuftraege_StueckgutAnzahlen__fk"
       JOIN "Stueckgueter" s ON s."StueckgutId" = n."Stueckgut__fk" WHERE a."Objekt__fk" = ? AND a."StueckgutAuftragsart__fk" = 1 AND a."Status" <> 6 AND a."Erstellungsdatum" >= ?`,
    )
    .get(OBJECT, Date.UTC(year, 0, 1)) as { m3: number };
  return row.m3;
};

describe('StueckgutTermine', () => {
  it('offers the street one weekday of the type, after the lead time, with the places left', async () => {
    const { h, token } = await setup();
    const dates = await offered(h, token, 1);
    expect(dates.length).toBeGreaterThan(3);
    // Tage=Di,Do: a street has one of the two days.
    const weekdays = new Set(dates.map((d) => new Date(d.day).getUTCDay()));
    expect(weekdays.size).toBe(1);
    expect([2, 4]).toContain([...weekdays][0]);
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    for (const d of dates) {
      expect(d.day).toBeGreaterThanOrEqual(today + 6 * 86_400_000);
      expect(d.capacity).toBe(3);
      expect(d.free).toBeLessThanOrEqual(3);
    }
  });

  it('is only for the session’s own objects', async () => {
    const { h, token } = await setup();
    expect((await h.json(`/api/StueckgutTermine?objekteId=7&stueckgutAuftragsartenId=1`, auth(token))).status).toBe(403);
    expect((await h.json(`/api/StueckgutTermine?objekteId=${OBJECT}&stueckgutAuftragsartenId=1`)).status).toBe(403);
  });
});

describe('LegeStueckgutAuftragAn', () => {
  it('books several items within the quota on an offered date', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 1);
    const res = await h.json(orderUrl({ type: 1, positions: '3:1,5:2', day: first!.day, consent: true, other: 'Wäscheständer' }), post(token));
    expect(res.status).toBe(200);
    expect(res.body.d).toMatchObject({ Status: 1, Sonstiges: 'Wäscheständer', Zahlungsstatus: null, ZahlungsUrl: null });
    // Anzahl is an Edm.Decimal: a wire string.
    expect(res.body.d.StueckgutAnzahlen.map((n: any) => [n.Stueckgut.Name, n.Anzahl]).sort()).toEqual([['Matratze', '1'], ['Stuhl', '2']]);
    // The date lost one place.
    expect((await offered(h, token, 1)).find((d) => d.day === first!.day)!.free).toBe(first!.free - 1);
  });

  it('refuses what exceeds the yearly quota of the object (in m³ for this type) with 400', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 1);
    const left = 6 - usedM3(h);
    const sofas = Math.floor(left / 1.5) + 1; // one sofa (1.5 m³) more than fits
    const res = await h.json(orderUrl({ type: 1, positions: `1:${sofas}`, day: first!.day, consent: true }), post(token));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('kontingent');
    expect(res.body.error.message.value).toMatch(/Jahreskontingent für Sperrmüllabholung \(6 m³\) reicht nicht/);
  });

  it('counts a cancelled order no longer against the quota', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 1);
    const left = 6 - usedM3(h);
    const fits = `5:${Math.floor(left / 0.2 + 1e-9)}`; // chairs of 0.2 m³ filling the quota up
    expect(fits).not.toBe('5:0');
    const booked = await h.json(orderUrl({ type: 1, positions: fits, day: first!.day, consent: true }), post(token));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const again = await h.json(orderUrl({ type: 1, positions: '5:1', day: first!.day, consent: true }), post(token));
    expect(again.status).toBe(400);
    await h.json(`/api/StorniereStueckgutAuftrag?stueckgutAuftraegeId=${booked.body.d.StueckgutAuftraegeId}&eMail=${lit('a@b.de')}`, post(token));
    expect((await h.json(orderUrl({ type: 1, positions: '5:1', day: first!.day, consent: true }), post(token))).status).toBe(200);
  });

  it('counts items for a type whose Volumenart is the number of items', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 2);
    // Elektro-Großgeräte: 4 appliances a year; the demo owner has one done order of this type.
    const res = await h.json(orderUrl({ type: 2, positions: '8:4,9:1', day: first!.day }), post(token));
    expect(res.status).toBe(400);
    expect(res.body.error.message.value).toMatch(/4 Gegenstände/);
  });

  it('accepts only offered dates with a free place', async () => {
    const { h, token } = await setup();
    const dates = await offered(h, token, 1);
    const notOffered = dates[0]!.day + 86_400_000; // the day after a Tuesday/Thursday is never offered
    const res = await h.json(orderUrl({ type: 1, positions: '3:1', day: notOffered, consent: true }), post(token));
    expect(res.status).toBe(400);
    expect(res.body.error.message.value).toMatch(/kein Sperrmüll abgeholt/);
    // Fill the last offered date up to its capacity.
    const full = dates[dates.length - 1]!;
    const insert = h.db.prepare(
      `INSERT INTO "StueckgutAuftraege" ("StueckgutAuftraegeId", "Erstellungsdatum", "SollDatum", "Status", "StueckgutAuftragsart__fk", "Objekt__fk") VALUES (?, ?, ?, 1, 1, 9)`,
    );
    for (let i = 0; i < full.free; i++) insert.run(900_000 + i, full.day - 30 * 86_400_000, full.day);
    const booked = await h.json(orderUrl({ type: 1, positions: '3:1', day: full.day, consent: true }), post(token));
    expect(booked.status).toBe(400);
    expect(booked.body.error.message.value).toMatch(/ausgebucht/);
    expect((await offered(h, token, 1)).find((d) => d.day === full.day)!.free).toBe(0);
  });

  it('refuses items of another type, bad counts, no items and "Sonstiges" where the type has none', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 1);
    const day = first!.day;
    const cases: [Parameters<typeof orderUrl>[0], RegExp][] = [
      [{ type: 1, positions: '8:1', day, consent: true }, /passt nicht zur gewählten Art/],
      [{ type: 1, positions: '3:0', day, consent: true }, /zwischen 1 und 99/],
      [{ type: 1, positions: '3:100', day, consent: true }, /zwischen 1 und 99/],
      [{ type: 1, positions: '3:1,3:2', day, consent: true }, /nur einmal/],
      [{ type: 1, positions: 'Sofa', day, consent: true }, /ungültig/],
      [{ type: 1, day, consent: true }, /mindestens einen Gegenstand/],
    ];
    for (const [input, message] of cases) {
      const res = await h.json(orderUrl(input), post(token));
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.error.message.value).toMatch(message);
    }
    const [electro] = await offered(h, token, 2);
    const other = await h.json(orderUrl({ type: 2, positions: '8:1', day: electro!.day, other: 'Toaster' }), post(token));
    expect(other.status).toBe(400);
    expect(other.body.error.message.value).toMatch(/Sonstige Gegenstände/);
  });

  it('requires the consent when the type has a declaration', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 1);
    const res = await h.json(orderUrl({ type: 1, positions: '3:1', day: first!.day }), post(token));
    expect(res.status).toBe(400);
    expect(res.body.error.message.value).toMatch(/Einwilligungserklärung/);
    const [electro] = await offered(h, token, 2);
    expect((await h.json(orderUrl({ type: 2, positions: '8:1', day: electro!.day }), post(token))).status).toBe(200);
  });

  it('creates one order for a double submit', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 1);
    const url = orderUrl({ type: 1, positions: '3:1', day: first!.day, consent: true });
    const count = () => (h.db.prepare(`SELECT COUNT(*) AS n FROM "StueckgutAuftraege"`).get() as { n: number }).n;
    const before = count();
    const init = { ...post(token), headers: { ...(post(token).headers as Record<string, string>), 'Idempotency-Key': 'dump-submit-1' } };
    const [a, b] = await Promise.all([h.json(url, init), h.json(url, init)]);
    expect(a.status).toBe(200);
    expect(b.body.d.StueckgutAuftraegeId).toBe(a.body.d.StueckgutAuftraegeId);
    expect(count()).toBe(before + 1);
  });

  it('lets a paid type wait for its payment and returns where to pay', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 3);
    const res = await h.json(orderUrl({ type: 3, positions: '12:2', day: first!.day, consent: true }), post(token));
    expect(res.status).toBe(200);
    expect(res.body.d).toMatchObject({ Status: 1, Zahlungsstatus: 'offen' });
    expect(res.body.d.ZahlungsUrl).toEqual(expect.any(String));
    expect(res.body.d.ZahlungsTransaktionsId).toEqual(expect.any(String));
  });

  it('takes a decimal amount for an item measured in m³ and prices it exactly; a counted item stays whole', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 3);
    const res = await h.json(orderUrl({ type: 3, positions: '12:1.5', day: first!.day, consent: true }), post(token));
    expect(res.status).toBe(200);
    expect(res.body.d.StueckgutAnzahlen.map((n: any) => n.Anzahl)).toEqual(['1.5']);
    const payment = h.db.prepare(`SELECT amount_cents AS cents FROM srv_payments WHERE transaction_id = ?`).get(res.body.d.ZahlungsTransaktionsId) as { cents: number };
    // 1.5 m³ at 25,00 € each, not 15 m³.
    expect(payment.cents).toBe(3750);
    const [sofa] = await offered(h, token, 1);
    const whole = await h.json(orderUrl({ type: 1, positions: '1:1.5', day: sofa!.day, consent: true }), post(token));
    expect(whole.status).toBe(400);
    expect(whole.body.error.message.value).toBe('Für „Sofa“ ist nur eine ganze Anzahl möglich.');
    expect((await h.json(orderUrl({ type: 3, positions: '12:1,5', day: first!.day, consent: true }), post(token))).status).toBe(400);
  });

  it('refuses another owner’s object', async () => {
    const { h, token } = await setup();
    const [first] = await offered(h, token, 1);
    expect((await h.json(orderUrl({ type: 1, positions: '3:1', day: first!.day, consent: true, objectId: 7 }), post(token))).status).toBe(403);
  });
});
