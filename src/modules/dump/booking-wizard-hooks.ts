/**
 * The booking wizard's wiring outside its view: the machine with the backend call and the payment
 * hand-off, the step kept in the address, and the question before leaving with entries.
 */
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { hasEntries, positionsParam, selectedType, STEPS, type BookingValues, type Step } from './booking-rules';
import { clearBookingDraft, saveBookingDraft } from './booking-draft';
import { bookingMachine, type SubmitInput } from './booking.machine';
import { submitBooking, type DumpOrder } from './data';
import { paymentSummary } from './format';
import { leaveForPayment } from '../../payment/leave';

type BookingActor = ActorRefFrom<typeof bookingMachine>;

const isStep = (value: string): value is Step => (STEPS as readonly string[]).includes(value);

/** /objects/{id}/…: the object a path belongs to (null for any other page). */
const objectOfPath = (pathname: string): string | null => /^\/objects\/([^/]+)/.exec(pathname)?.[1] ?? null;

/** The booking machine for one object: it books through the backend and leaves for payment when asked. */
export function useBookingMachine(objectId: number) {
  return useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          submit: fromPromise<DumpOrder | null, SubmitInput>(({ input, signal }) =>
            submitBooking(
              {
                objekteId: objectId,
                stueckgutAuftragsartenId: input.values.typeId!,
                positionen: positionsParam(input.data, input.values),
                sonstiges: selectedType(input.data, input.values)?.SonstigesInPortalAnzeigen ? input.values.other.trim() || null : null,
                wunschtermin: new Date(input.values.date!),
                bemerkung: (input.values.contact.bemerkung as string | undefined)?.trim() || null,
                telefon: (input.values.contact.telefon as string | undefined)?.trim() || null,
                eMail: String(input.values.contact.eMail ?? '').trim(),
                einwilligung: input.values.contact.einwilligung === true ? true : null,
              },
              input.idempotencyKey,
              signal,
            ),
          ),
        },
        actions: {
          leaveForPayment: (_, { order }) => {
            leaveForPayment(
              { purpose: 'dump', reference: order.StueckgutAuftraegeId, objectId, transactionId: order.ZahlungsTransaktionsId ?? '', summary: paymentSummary(order), returnPath: `/objects/${objectId}/dump` },
              order.ZahlungsUrl!,
            );
          },
        },
      }),
    [objectId],
  );
}

/**
 * The address follows the machine: a step reached with "Weiter", "Zurück" or "Ändern" is a new
 * history entry; one the machine corrected (an address asked for more than the entries allow)
 * replaces it. Back and forward change the address first; the machine then follows (SHOW).
 */
export function useStepInAddress(asked: Step, value: unknown, actor: BookingActor, onStep: (step: Step, options: { replace: boolean }) => void) {
  const requested = useRef(asked);
  useEffect(() => {
    if (asked === requested.current) return;
    requested.current = asked;
    const current = String(actor.getSnapshot().value);
    if (current === asked || !isStep(current)) return;
    actor.send({ type: 'SHOW', step: asked });
    const shown = String(actor.getSnapshot().value);
    if (isStep(shown) && shown !== asked) {
      requested.current = shown;
      onStep(shown, { replace: true });
    }
  }, [asked, actor, onStep]);
  const opening = useRef(true);
  useEffect(() => {
    const replace = opening.current;
    opening.current = false;
    // The actor's step, not this render's: a SHOW sent just before has already moved it.
    const current = String(actor.getSnapshot().value);
    if (!isStep(current) || current === requested.current) return;
    requested.current = current;
    onStep(current, { replace });
  }, [value, actor, onStep]);
}

/**
 * Leaving with entries: "Abbrechen" asks here; another object asks through the router's blocker
 * (the draft stays for this object). Other pages need no question: the draft waits for the return.
 */
export function useLeaveGuard(objectId: number, entries: boolean, onClose: () => void) {
  const [askDiscard, setAskDiscard] = useState(false);
  const switching = useBlocker({
    shouldBlockFn: ({ current, next }) => entries && objectOfPath(next.pathname) !== null && objectOfPath(next.pathname) !== objectOfPath(current.pathname),
    enableBeforeUnload: false,
    withResolver: true,
  });
  return {
    askDiscard,
    switching,
    close: () => (entries ? setAskDiscard(true) : onClose()),
    discard: () => {
      setAskDiscard(false);
      clearBookingDraft(objectId);
      onClose();
    },
    keep: () => setAskDiscard(false),
  };
}

/** The entries are kept until the order exists (then there is nothing left to lose, and no second order to start). */
export function useKeptDraft(objectId: number, values: BookingValues, result: DumpOrder | null | undefined) {
  useEffect(() => {
    if (result) clearBookingDraft(objectId);
    else if (hasEntries(values)) saveBookingDraft(objectId, values);
  }, [objectId, values, result]);
}
