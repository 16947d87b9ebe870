/**
 * The bulky-waste booking machine without React: a step is left only when it is
 * complete (type, items within the quota, an offered date with a place, contact and consent), one
 * idempotency key per booking, the server's German refusal shown, a paid type leaves for payment.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { form } from '../../../generated/forms/LegeStueckgutAuftragAn';
import { HttpError } from '../../../src/api/errors';
import type { BookingData } from '../../../src/modules/dump/booking-rules';
import { positionsParam, reachableStep, stepOfNumber, type BookingValues, type Step } from '../../../src/modules/dump/booking-rules';
import { clearBookingDraft, loadBookingDraft, saveBookingDraft } from '../../../src/modules/dump/booking-draft';
import { memoryStorage } from '../memory-storage';
import { bookingMachine, type SubmitInput } from '../../../src/modules/dump/booking.machine';
import type { DumpOrder, DumpType } from '../../../src/modules/dump/data';

const free: DumpType = { StueckgutAuftragsartenId: 1, NameInPortal: 'Sperrmüllabholung', StueckgutVolumenart: 3, JahresKontingent: '6', SonstigesInPortalAnzeigen: true, Einwilligungserklaerung: 'Ich bestätige …', IstKostenpflichtig: false };
const paid: DumpType = { StueckgutAuftragsartenId: 3, NameInPortal: 'Grünschnitt', StueckgutVolumenart: 3, JahresKontingent: null, IstKostenpflichtig: true, Preis: '25.00' };
const day = new Date('2026-12-08T23:00:00Z');
const full = new Date('2026-12-15T23:00:00Z');
const used: DumpOrder = {
  StueckgutAuftraegeId: 1,
  Status: 1,
  Erstellungsdatum: new Date('2026-03-01T10:00:00Z'),
  StueckgutAuftragsart: { StueckgutAuftragsartenId: 1 },
  StueckgutAnzahlen: [{ Anzahl: 3, Stueckgut: { Volumen: '1.50' } }], // 4.5 of 6 m³
};
const data: BookingData = {
  form,
  types: [free, paid],
  catalogue: [
    { StueckgutId: 1, Name: 'Sofa', Volumen: '1.50', StueckgutAuftragsart: { StueckgutAuftragsartenId: 1 } },
    { StueckgutId: 3, Name: 'Matratze', Volumen: '0.50', StueckgutAuftragsart: { StueckgutAuftragsartenId: 1 } },
    { StueckgutId: 12, Name: 'Strauchschnitt', Volumen: '1.00', StueckgutAuftragsart: { StueckgutAuftragsartenId: 3 } },
  ],
  orders: [used],
  dates: [
    { Datum: day, Frei: 2, Kapazitaet: 3 },
    { Datum: full, Frei: 0, Kapazitaet: 3 },
  ],
  year: 2026,
};

function start(submit: (input: SubmitInput) => Promise<DumpOrder | null>, leave = vi.fn(), opening?: { step: Step; values: Partial<BookingValues>; data?: BookingData }) {
  let n = 0;
  const actor = createActor(
    bookingMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) }, actions: { leaveForPayment: (_, params) => leave(params.order) } }),
    {
      input: {
        data: opening?.data ?? data,
        values: opening?.values ?? { contact: { eMail: 'anna.becker@example.org' } },
        step: opening?.step,
        newKey: () => `key-${++n}`,
      },
    },
  );
  actor.start();
  return actor;
}

const step = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;

describe('booking machine', () => {
  it('leaves a step only when it is complete', () => {
    const actor = start(async () => null);
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('type');
    expect(actor.getSnapshot().context.showProblems).toBe(true);
    actor.send({ type: 'EDIT', values: { typeId: 1 } });
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('items');
    actor.send({ type: 'NEXT' }); // no item yet
    expect(step(actor)).toBe('items');
    actor.send({ type: 'EDIT', values: { counts: { 1: 1 } } }); // exactly the 1.5 m³ left
    actor.send({ type: 'EDIT', values: { counts: { 1: 1, 3: 1 } } }); // 2 m³: over the quota
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('items');
    actor.send({ type: 'EDIT', values: { counts: { 1: 1, 3: 0 } } });
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('date');
    actor.send({ type: 'EDIT', values: { date: full.getTime() } }); // booked out
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('date');
    actor.send({ type: 'EDIT', values: { date: day.getTime() } });
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('contact');
    actor.send({ type: 'NEXT' }); // consent missing
    expect(step(actor)).toBe('contact');
    actor.send({ type: 'EDIT', values: { contact: { eMail: 'anna.becker@example.org', einwilligung: true } } });
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('summary');
  });

  it('starts items and date afresh when the type changes', () => {
    const actor = start(async () => null);
    actor.send({ type: 'EDIT', values: { typeId: 1 } });
    actor.send({ type: 'EDIT', values: { counts: { 1: 1 }, date: day.getTime(), other: 'Regal' } });
    actor.send({ type: 'EDIT', values: { typeId: 3 } });
    expect(actor.getSnapshot().context.values).toMatchObject({ counts: {}, date: null, other: '' });
  });

  async function toSummary(actor: ReturnType<typeof start>, typeId = 1) {
    actor.send({ type: 'EDIT', values: { typeId } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'EDIT', values: { counts: typeId === 1 ? { 3: 2 } : { 12: 2 } } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'EDIT', values: { date: day.getTime() } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'EDIT', values: { contact: { eMail: 'anna.becker@example.org', einwilligung: true } } });
    actor.send({ type: 'NEXT' });
    expect(step(actor)).toBe('summary');
  }

  it('shows the server’s German refusal and retries with the same idempotency key', async () => {
    const calls: SubmitInput[] = [];
    let fail = true;
    const actor = start(async (input) => {
      calls.push(input);
      if (fail) throw new HttpError(400, 'kontingent', 'Das Jahreskontingent reicht nicht.');
      return { StueckgutAuftraegeId: 77, ZahlungsUrl: null };
    });
    await toSummary(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('summary') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'Das Jahreskontingent reicht nicht.' });
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(positionsParam(calls[0]!.data, calls[0]!.values)).toBe('3:2');
    expect(actor.getSnapshot().context.result?.StueckgutAuftraegeId).toBe(77);
  });

  it('leaves for the payment page after a paid type’s order', async () => {
    const leave = vi.fn();
    const order = { StueckgutAuftraegeId: 78, ZahlungsUrl: 'https://pay.example/x', ZahlungsTransaktionsId: 'tx1' };
    const actor = start(async () => order, leave);
    await toSummary(actor, 3);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('paying'));
    expect(leave).toHaveBeenCalledWith(order);
  });
});

/** Entries of a booking that got as far as the contact step. */
const upToDate: Partial<BookingValues> = { typeId: 1, counts: { 3: 1 }, date: day.getTime(), contact: { eMail: 'anna.becker@example.org' } };

describe('the step in the address', () => {
  it('reads ?schritt=1 to 5 and nothing else', () => {
    expect(stepOfNumber('3')).toBe('date');
    expect(stepOfNumber('5')).toBe('summary');
    for (const wrong of [undefined, '', '0', '6', 'x', '2.5', '-1']) expect(stepOfNumber(wrong)).toBeNull();
  });

  it('opens a reloaded wizard at the asked step when the entries reach it', () => {
    const actor = start(async () => null, vi.fn(), { step: 'contact', values: upToDate });
    expect(step(actor)).toBe('contact');
    expect(actor.getSnapshot().context.values.counts).toEqual({ 3: 1 });
  });

  it('opens at the first incomplete step when the address asks for more than the entries allow', () => {
    expect(step(start(async () => null, vi.fn(), { step: 'summary', values: { typeId: 1 } }))).toBe('items');
    expect(step(start(async () => null, vi.fn(), { step: 'date', values: {} }))).toBe('type');
  });

  it('counts a chosen date while the offered dates are still loading; the summary checks it again', () => {
    const loading = { ...data, dates: [] };
    expect(reachableStep('contact', loading, { typeId: 1, counts: { 3: 1 }, other: '', date: day.getTime(), contact: {} })).toBe('contact');
    expect(reachableStep('contact', loading, { typeId: 1, counts: { 3: 1 }, other: '', date: null, contact: {} })).toBe('date');
  });

  it('follows back and forward (SHOW) as far as the entries allow', () => {
    const actor = start(async () => null, vi.fn(), { step: 'contact', values: upToDate });
    actor.send({ type: 'SHOW', step: 'items' });
    expect(step(actor)).toBe('items');
    actor.send({ type: 'SHOW', step: 'contact' });
    expect(step(actor)).toBe('contact');
    // The type changed on the way back: items and date start afresh, forward stops at the items.
    actor.send({ type: 'SHOW', step: 'type' });
    actor.send({ type: 'EDIT', values: { typeId: 3 } });
    actor.send({ type: 'SHOW', step: 'contact' });
    expect(step(actor)).toBe('items');
  });
});

describe('the booking draft', () => {
  it('is kept per object and read back as entered', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const values: BookingValues = { typeId: 1, counts: { 3: 2 }, other: 'Regal', date: day.getTime(), contact: { eMail: 'anna.becker@example.org' } };
    saveBookingDraft(2, values);
    expect(loadBookingDraft(2)).toEqual(values);
    expect(loadBookingDraft(7)).toBeNull();
    clearBookingDraft(2);
    expect(loadBookingDraft(2)).toBeNull();
    vi.unstubAllGlobals();
  });
});
