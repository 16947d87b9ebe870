/**
 * Containers, container orders (every status, an exchange pair), bulky-waste orders, emptyings
 * (AbfuhrAuftraege) and driving orders (FahrAuftraege) of the past year, claims.
 */
import type { SeedContext } from './context';
import type { TariffSeed } from './catalogues';
import { VOLUMES, WASTE } from './catalogues';
import type { CalendarEntry } from './calendar';
import { pickUpDay } from './dump-dates';
import type { ObjectSeed } from './people';
import { DAY } from './random';

export interface ContainerSeed {
  id: number;
  objectId: number;
  wasteId: number;
  tariffId: number;
}

export function seedContainers(ctx: SeedContext, objects: ObjectSeed[], tariffs: TariffSeed[]): ContainerSeed[] {
  const containers: ContainerSeed[] = [];
  let tarifId = 0;
  for (const o of objects) {
    const wanted: [number, number][] = o.large
      ? [[1, 1100], [2, 240], [3, 1100], [4, 1100]]
      : o.type === 2 || o.type === 3
        ? [[1, 240], [2, 240], [3, 240], [4, 240]]
        : [[1, ctx.rng.pick([80, 120])], [2, 120], [3, 240], [4, 240]];
    for (const [wasteId, volume] of wanted) {
      if (o.type === 5 && wasteId !== 2) continue; // garden plots only have a bio bin
      const tariff = tariffs.find((t) => t.wasteId === wasteId && t.volume === volume)!;
      const id = containers.length + 1;
      containers.push({ id, objectId: o.id, wasteId, tariffId: tariff.id });
      const since = ctx.today - ctx.rng.int(400, 4000) * DAY;
      ctx.insert('Gefaesse', {
        GefaesseId: id,
        ChipReferenzNr: `DE-MIT-${String(id).padStart(6, '0')}`,
        Aufgestellt: since,
        Objekt: o.id,
        Abfallart: wasteId,
        Volumen: VOLUMES.indexOf(volume) + 1,
        GefaesstarifArtenObj: tariff.id,
      });
      ctx.insert('Gefaesstarife', { GefaesstarifeId: ++tarifId, GueltigAb: since, GueltigBis: null, Anzahl: 1, Objekt: o.id, Gefaess: id, GefaesstarifArtenObj: tariff.id });
    }
  }
  return containers;
}

/** Container orders for the demo logins' objects: every status, plus an exchange pair. */
export function seedContainerOrders(ctx: SeedContext, objectIds: number[], containers: ContainerSeed[]): void {
  const t = ctx.today;
  let id = 0;
  for (let i = 1; i <= 6; i++) ctx.insert('Auftragslisten', { AuftragslistenId: i, Termin: t + (i * 7 - 20) * DAY });
  const order = (objectId: number, status: number, aktion: number, extra: Record<string, unknown>): number => {
    const c = containers.find((x) => x.objectId === objectId);
    const waste = WASTE.find((w) => w.id === (c?.wasteId ?? 1))!;
    ctx.insert('Auftraege', {
      AuftraegeId: ++id,
      Erstellungsdatum: t - 30 * DAY,
      Plandatum: null,
      Aenderungsdatum: null,
      Istdatum: null,
      Auftragsbemerkung1: aktion === 2 ? 'Deckel klemmt' : null,
      Auftragsbemerkung2: null,
      Auftragsbemerkung3: null,
      Auftragsbemerkung4: null,
      Auftragsbemerkung5: null,
      AuftragsStatus: status,
      AuftragsAktion: aktion,
      Volumen: VOLUMES.indexOf(waste.volumes[0] ?? 240) + 1,
      Abfallart: waste.id,
      ServiceArt: aktion === 2 ? 2 : 1,
      Auftragsliste: status === 3 || status === 4 ? ((id % 6) + 1) : null,
      Objekt: objectId,
      GefaesseObj: c?.id ?? null,
      ...extra,
    });
    return id;
  };
  for (const objectId of objectIds) {
    order(objectId, 1, 0, { Erstellungsdatum: t - 3 * DAY }); // recorded
    order(objectId, 3, 2, { Plandatum: t + 9 * DAY }); // planned
    order(objectId, 3, 0, { Erstellungsdatum: t - 5 * DAY }); // status 3 without date: still recorded
    order(objectId, 4, 2, { Plandatum: t - 40 * DAY, Istdatum: t - 39 * DAY, Erstellungsdatum: t - 60 * DAY }); // done
    order(objectId, 4, 0, { Plandatum: t - 2 * DAY }); // status 4 without finished date: recorded
    order(objectId, 6, 0, { Aenderungsdatum: t - 20 * DAY, Erstellungsdatum: t - 25 * DAY }); // canceled
    order(objectId, 7, 1, { Aenderungsdatum: t - 10 * DAY, Auftragsbemerkung2: 'Behälter war nicht zugänglich' }); // error
    // Exchange: return the old container, then deliver a new one (predecessor/successor pair).
    const back = order(objectId, 1, 1, { Erstellungsdatum: t - 1 * DAY, Auftragsbemerkung1: 'Tausch auf größeren Behälter' });
    const deliver = order(objectId, 1, 0, { Erstellungsdatum: t - 1 * DAY, Auftragsbemerkung1: 'Tausch auf größeren Behälter', VorgaengerObj: back });
    ctx.db.prepare(`UPDATE "Auftraege" SET "NachfolgerObj__fk" = ? WHERE "AuftraegeId" = ?`).run(deliver, back);
  }
}

/** Most pieces of a demo item per order (Sofa 1.5 m³, Matratze 0.5 m³, Stuhl 0.2 m³). */
const ITEM_CAP: Record<number, number> = { 1: 1, 3: 1, 5: 2 };

export function seedDumpOrders(ctx: SeedContext, objectIds: number[], streetOf: ReadonlyMap<number, number>): void {
  const t = ctx.today;
  let id = 0;
  let anzahlId = 0;
  const statuses: [number, Record<string, unknown>][] = [
    [1, { Erstellungsdatum: t - 2 * DAY, Anmeldedatum: t - 2 * DAY, SollDatum: t + 16 * DAY }],
    [3, { Erstellungsdatum: t - 10 * DAY, Anmeldedatum: t - 10 * DAY, SollDatum: t + 6 * DAY, BemerkungExtern: 'Abholung ab 6 Uhr' }],
    [4, { Erstellungsdatum: t - 80 * DAY, Anmeldedatum: t - 80 * DAY, SollDatum: t - 60 * DAY, IstDatum: t - 60 * DAY }],
    [6, { Erstellungsdatum: t - 50 * DAY, Anmeldedatum: t - 50 * DAY, SollDatum: t - 30 * DAY, Aenderungsdatum: t - 45 * DAY }],
    [7, { Erstellungsdatum: t - 30 * DAY, Anmeldedatum: t - 30 * DAY, SollDatum: t - 14 * DAY, BemerkungExtern: 'Gegenstände wurden nicht vorgefunden' }],
  ];
  for (const objectId of objectIds) {
    for (const [status, extra] of statuses) {
      const art = status === 4 ? 2 : status === 7 ? 3 : 1;
      // The pick-up lies on a day the type collects in the object's street, never on a holiday.
      const onDay = (planned: unknown): unknown => (typeof planned === 'number' ? pickUpDay(art, streetOf.get(objectId) ?? null, planned, ctx.today) : planned);
      ctx.insert('StueckgutAuftraege', {
        StueckgutAuftraegeId: ++id, Aenderungsdatum: null, BemerkungExtern: null, Bemerkung: null,
        Status: status, StueckgutAuftragsart: art, Objekt: objectId, ...extra, SollDatum: onDay(extra.SollDatum), IstDatum: onDay(extra.IstDatum ?? null),
      });
      const items = art === 1 ? [1, 3, 5] : art === 2 ? [8] : [12];
      for (const item of items.slice(0, ctx.rng.int(1, items.length))) {
        // Capped so the two open orders of the year leave part of the 6 m³ quota (seedDumpCatalogues).
        const count = Math.min(ctx.rng.int(1, 4), ITEM_CAP[item] ?? 4);
        ctx.insert('StueckgutAnzahlen', { StueckgutAnzahlenId: ++anzahlId, Anzahl: count, Stueckgut: item, StueckgutAuftraege_StueckgutAnzahlen__fk: id });
      }
    }
  }
}

/** Emptyings of this year up to today (done, a few failed) and the next two planned ones. */
export function seedEmptyings(ctx: SeedContext, containers: ContainerSeed[], streetOf: Map<number, number>, calendar: CalendarEntry[]): void {
  const byStreetTariff = new Map<string, CalendarEntry[]>();
  for (const e of calendar) {
    const k = `${e.streetId}:${e.tariffId}`;
    let list = byStreetTariff.get(k);
    if (!list) byStreetTariff.set(k, (list = []));
    list.push(e);
  }
  let id = 0;
  for (const c of containers) {
    const entries = byStreetTariff.get(`${streetOf.get(c.objectId)}:${c.tariffId}`) ?? [];
    const past = entries.filter((e) => e.termin <= ctx.today);
    const future = entries.filter((e) => e.termin > ctx.today).slice(0, 2);
    for (const e of past) {
      const failed = ctx.rng.chance(0.03);
      ctx.insert('AbfuhrAuftraege', {
        AbfuhrAuftraegeId: ++id, Plandatum: e.termin, Istdatum: failed ? null : e.termin + (6 + ctx.rng.int(0, 6)) * 3_600_000,
        Status: failed ? 7 : 4, SollAbfuhrTermin: e.id, GefaesstarifArtenObj: c.tariffId, GefaesseObj: c.id, Objekt: c.objectId,
      });
    }
    for (const e of future) {
      ctx.insert('AbfuhrAuftraege', { AbfuhrAuftraegeId: ++id, Plandatum: e.termin, Istdatum: null, Status: 3, SollAbfuhrTermin: e.id, GefaesstarifArtenObj: c.tariffId, GefaesseObj: c.id, Objekt: c.objectId });
    }
  }
}

/** Driving orders of the past year: extra emptyings, deliveries, pickups. */
export function seedDrivingOrders(ctx: SeedContext, containers: ContainerSeed[], objectIds: number[]): void {
  let tour = 0;
  let id = 0;
  for (const objectId of objectIds) {
    const own = containers.filter((c) => c.objectId === objectId);
    for (let i = 0; i < 4; i++) {
      const c = own[i % Math.max(own.length, 1)];
      if (!c) continue;
      const date = ctx.today - ctx.rng.int(5, 360) * DAY;
      ctx.insert('FahrAuftragsTouren', { FahrAuftragsTourenId: ++tour, Datum: date, FahrAuftragsTourArt: Math.min(c.wasteId, 4) });
      const status = i === 3 ? 3 : 4;
      ctx.insert('FahrAuftraege', {
        FahrAuftraegeId: ++id, Plandatum: status === 3 ? ctx.today + ctx.rng.int(2, 20) * DAY : date, Istdatum: status === 4 ? date + 9 * 3_600_000 : null,
        Status: status, FahrAuftragsTour: tour, FahrAuftragsAktion: i === 0 ? 2 : 1, GefaesstarifArtenObj: c.tariffId, GefaesseObj: c.id, Objekt: objectId,
      });
    }
  }
}

export function seedClaims(ctx: SeedContext, objectIds: number[]): void {
  let id = 0;
  const claims: [number, number, string, number][] = [
    [1, 3, 'Tonne am Dienstag nicht geleert, stand ab 6 Uhr bereit.', 1],
    [2, 11, 'Deckel der Biotonne abgebrochen.', 4],
    [3, 7, 'Sofa wurde nicht mitgenommen.', 4],
    [6, 1, 'Warum ist die Gebühr gestiegen?', 1],
    [7, 11, 'Bitte Restmülltonne von 120 auf 80 Liter verkleinern.', 3],
  ];
  for (const objectId of objectIds) {
    claims.forEach(([art, typ, text, status], i) => {
      const name = ctx.db.prepare(`SELECT "Bezeichnung" AS b FROM "ReklamationsArten" WHERE "ReklamationsArtenId" = ?`).get(art) as { b: string };
      ctx.insert('Reklamationen', {
        ReklamationenId: ++id, ErfasstAmDatum: ctx.today - (5 + i * 23) * DAY + 10 * 3_600_000, ReklamationsName: name.b,
        Kurzbeschreibung: text, ReklamationsZuordnungsTyp: typ, Status: status, ReklamationsArt: art, Objekt: objectId,
      });
    });
  }
}
