import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { form as claimForm } from '../../../../generated/forms/LegeReklamationAngemeldetAn';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import { fromBerlinDay } from '../../../../codegen/runtime/dates';
import {
  CONTAINER_DEBOUNCE_MS, canSubmitClaim, claimMachine, problemsOf, readFileActor, visibleProblems, type ClaimMachineInput, type ContainerMatch,
  type SubmitClaimInput,
} from '../../../../src/modules/claims/claim.machine';
import {
  ClaimAssignment, claimParams, claimProblems, contactValues, containerFieldOf, hiddenClaimFields, type ClaimCheckInput, type ClaimType,
} from '../../../../src/modules/claims/claim.form';
import { param } from '../../codegen/model-builder';
import { parameterOf, referenceVariant } from '../../forms/generate';
import type { EntityKey } from '../../../../src/api/values';

const types: ClaimType[] = [
  { id: 1, name: 'Tonne nicht geleert', description: null, assignmentType: ClaimAssignment.Emptying, kind: 0, isContainerInfoVisible: true },
  { id: 2, name: 'Allgemeine Anfrage', description: null, assignmentType: ClaimAssignment.Object, kind: 1, isContainerInfoVisible: false },
];
const contact = {
  familyName: 'Muster', mail: 'max@example.de', postcode: '35390', city: 'Gießen', street: 'Hauptstraße', streetNumber: '12 a', givenName: 'Max',
};
/** The contact data as values of LegeReklamationAngemeldetAn's own parameters. */
const contactParams = contactValues(claimForm, contact);
/** '%PDF-1.4' in base64: what the reader hands over for a real PDF. */
const PDF = 'JVBERi0xLjQ=';

/** The reference claim function with one parameter's nullability changed (as another authority's metadata might say). */
const withNullable = (name: string, nullable: boolean) => referenceVariant('LegeReklamationAngemeldetAn', (fi) => void (parameterOf(fi, name).nullable = nullable));

interface Fakes {
  lookup?: (chip: string) => Promise<ContainerMatch[]>;
  submit?: (input: SubmitClaimInput) => Promise<number>;
  read?: (file: Blob) => Promise<string>;
}

function start(fakes: Fakes = {}, input: Partial<ClaimMachineInput> = {}) {
  const clock = new SimulatedClock();
  const lookups: string[] = [];
  const submits: SubmitClaimInput[] = [];
  const actor = createActor(
    claimMachine.provide({
      actors: {
        lookupContainer: fromPromise<ContainerMatch[], { chipReferenzNr: string }>(async ({ input }) => {
          lookups.push(input.chipReferenzNr);
          return (fakes.lookup ?? (async () => [{ GefaesseId: 40, AbfallartName: 'Rest', VolumenWert: 120 }]))(input.chipReferenzNr);
        }),
        submitClaim: fromPromise<EntityKey, SubmitClaimInput>(async ({ input }) => {
          submits.push(input);
          return (fakes.submit ?? (async () => 777))(input);
        }),
        readFile: readFileActor(fakes.read ?? (async () => PDF)),
      },
    }),
    { clock, input: { form: claimForm, subject: { id: 55 }, claimTypes: types, ...input } },
  );
  const toasts: string[] = [];
  actor.on('toast', (e) => toasts.push(e.params ? `${e.key}:${JSON.stringify(e.params)}` : e.key));
  actor.start();
  return { actor, clock, lookups, submits, toasts };
}

type Actor = ReturnType<typeof start>['actor'];
/** What rjsf reports on every edit: all values, one of them changed. */
const change = (actor: Actor, patch: Record<string, unknown>) => actor.send({ type: 'CHANGE', values: { ...actor.getSnapshot().context.values, ...patch } });

const check = (values: Record<string, unknown>, rest: Partial<ClaimCheckInput> = {}) =>
  claimProblems({ form: claimForm, values, claimType: null, country: 'DE', containerStatus: 'idle', containerId: null, ...rest });

describe('claim form rules', () => {
  it('requires the contact fields, a claim type, a description of at most 200 characters and a valid phone', () => {
    const errors = check({ anruferTelefon: '123' });
    expect(errors).toMatchObject({
      reklamationsArtenID: 'validation.not-empty', kurzbeschreibung: 'validation.not-empty', anruferName: 'validation.not-empty', eMail: 'validation.not-empty',
      anruferPLZ: 'validation.not-empty', anruferOrt: 'validation.not-empty', anruferStrasse: 'validation.not-empty', anruferHausNr: 'validation.not-empty',
      anruferTelefon: 'validation.phone',
    });
    expect(errors.gebieteId).toBeUndefined();
    expect(check({ kurzbeschreibung: 'x'.repeat(201) }).kurzbeschreibung).toBe('validation.limit-exceeded');
    expect(check({ kurzbeschreibung: 'ä'.repeat(200) }).kurzbeschreibung).toBeUndefined();
  });
  it('requires the phone unless the function marks it nullable and it is empty', () => {
    const strict = withNullable('anruferTelefon', false);
    expect(check({}, { form: strict }).anruferTelefon).toBe('validation.not-empty');
    expect(check({ anruferTelefon: '0641 123456' }, { form: strict }).anruferTelefon).toBeUndefined();
    expect(check({ anruferTelefon: '0641 123456' }, { form: strict, country: 'CH' }).anruferTelefon).toBeUndefined();
    expect(check({ anruferTelefon: '0170 1234567' }, { form: strict, country: 'CH' }).anruferTelefon).toBe('validation.phone');
    // The reference function marks it nullable: empty is fine there.
    expect(check({ anruferTelefon: '' }).anruferTelefon).toBeUndefined();
  });
  it('requires a region unless nullable', () => {
    const strict = withNullable('gebieteId', false);
    expect(check({}, { form: strict }).gebieteId).toBe('validation.not-empty');
    expect(check({ gebieteId: 3 }, { form: strict }).gebieteId).toBeUndefined();
    expect(check({}).gebieteId).toBeUndefined();
  });
  it('requires a container number where the claim type needs one, and one the server found exactly once', () => {
    expect(containerFieldOf(claimForm)).toBe('chipReferenzNr');
    expect([...hiddenClaimFields(claimForm, types[1]!)]).toEqual(['chipReferenzNr']);
    expect([...hiddenClaimFields(claimForm, types[0]!)]).toEqual([]);
    expect(check({}, { claimType: types[0]! }).chipReferenzNr).toBe('validation.not-empty');
    expect(check({ chipReferenzNr: 'C-1' }, { claimType: types[0]!, containerStatus: 'invalid' }).chipReferenzNr).toBe('claim.validation.container-number');
    expect(check({ chipReferenzNr: 'C-1' }, { claimType: types[0]!, containerStatus: 'failed' }).chipReferenzNr).toBe('claim.validation.container-number');
    expect(check({ chipReferenzNr: 'C-1' }, { claimType: types[0]!, containerStatus: 'found', containerId: 40 }).chipReferenzNr).toBeUndefined();
    // A request about the object shows no container field, so nothing typed there counts.
    expect(check({ chipReferenzNr: 'x'.repeat(40) }, { claimType: types[1]!, containerStatus: 'invalid' }).chipReferenzNr).toBeUndefined();
  });
  it('sends the parameters of LegeReklamationAngemeldetAn: the object as id, the container by chip number, the street number', () => {
    const values = { ...contactParams, reklamationsArtenID: 1, kurzbeschreibung: ' voll ', chipReferenzNr: 'C-1', gebieteId: 3, anruferTelefon: '   ' };
    const params = claimParams(claimForm, values, types[0]!, { id: 55 });
    expect(params).toMatchObject({
      // The server checks id against the resident's objects; a container id there would be a 403 (= logout).
      id: 55, reklamationsZuordnungsTyp: 3, reklamationsArtenID: 1, kurzbeschreibung: 'voll', anruferHausNr: '12a', anruferVorname: 'Max',
      eMail: 'max@example.de', chipReferenzNr: 'C-1', gebieteId: 3,
    });
    // Trimmed-empty strings are left out, not sent as empty or null.
    expect(params).not.toHaveProperty('anruferTelefon');
    const request = claimParams(claimForm, values, types[1]!, { id: 9, assignmentType: ClaimAssignment.DumpOrder });
    expect(request).toMatchObject({ id: 9, reklamationsZuordnungsTyp: 7, reklamationsArtenID: 2 });
    // Only a type about a container or an emptying sends the chip number.
    expect(request).not.toHaveProperty('chipReferenzNr');
  });
  it('splits the street number into number and addition where the function has a …Zus parameter', () => {
    const split = referenceVariant('LegeReklamationAngemeldetAn', (fi) => void fi.parameters.push(param('anruferHausNrZus', 'Edm.String', true)));
    const values = { ...contactParams, kurzbeschreibung: 'voll' };
    expect(claimParams(split, values, types[1]!, { id: 55 })).toMatchObject({ anruferHausNr: '12', anruferHausNrZus: 'a' });
    expect(claimParams(split, { ...values, anruferHausNr: ' 7/1 ' }, types[1]!, { id: 55 })).toMatchObject({ anruferHausNr: '7', anruferHausNrZus: '/1' });
    expect(claimParams(split, { ...values, anruferHausNr: '12' }, types[1]!, { id: 55 })).not.toHaveProperty('anruferHausNrZus');
    // Without a …Zus parameter the number keeps its addition, written as residents write it.
    expect(claimParams(claimForm, { ...values, anruferHausNr: '12 a' }, types[1]!, { id: 55 }).anruferHausNr).toBe('12a');
    expect(claimParams(claimForm, { ...values, anruferHausNr: '5 Hinterhaus' }, types[1]!, { id: 55 }).anruferHausNr).toBe('5 Hinterhaus');
  });
  it('sends a date field as the Date of its Berlin calendar day', () => {
    const dated: GeneratedForm = referenceVariant('LegeReklamationAngemeldetAn', (fi) =>
      void fi.parameters.push(param('schadensdatum', 'Edm.DateTime', false, { component: 'DatePicker', section: 'Beschreibung' }, { label: 'Schadensdatum' })),
    );
    const params = claimParams(dated, { ...contactParams, kurzbeschreibung: 'voll', schadensdatum: '2026-03-07' }, types[1]!, { id: 55 });
    expect(params.schadensdatum).toBeInstanceOf(Date);
    expect(params.schadensdatum).toEqual(fromBerlinDay('2026-03-07'));
    // A date-like text in a string parameter stays text.
    expect(claimParams(claimForm, { ...contactParams, kurzbeschreibung: '2026-03-07' }, types[1]!, { id: 55 }).kurzbeschreibung).toBe('2026-03-07');
  });
});

describe('claimMachine', () => {
  it('starts editing with the page\'s values and preselects the only claim type', () => {
    const { actor } = start({}, { values: contactParams, claimTypes: [types[1]!] });
    expect(actor.getSnapshot().matches({ active: { form: 'editing', container: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ ...contactParams, reklamationsArtenID: 2 });
    expect(start().actor.getSnapshot().context.values).toEqual({});
  });
  it('toasts error.load when a field\'s options fail to load; a required region then blocks, an optional one does not', () => {
    const strict = start({}, { form: withNullable('gebieteId', false), values: { ...contactParams, reklamationsArtenID: 2, kurzbeschreibung: 'Frage' } });
    strict.actor.send({ type: 'LOAD_FAILED', field: 'gebieteId' });
    expect(strict.toasts).toEqual(['error.load']);
    expect(problemsOf(strict.actor.getSnapshot().context).gebieteId).toBe('validation.not-empty');
    expect(canSubmitClaim(strict.actor.getSnapshot().context)).toBe(false);
    const optional = start({}, { values: { ...contactParams, reklamationsArtenID: 2, kurzbeschreibung: 'Frage' } });
    optional.actor.send({ type: 'LOAD_FAILED', field: 'gebieteId' });
    expect(problemsOf(optional.actor.getSnapshot().context).gebieteId).toBeUndefined();
    expect(canSubmitClaim(optional.actor.getSnapshot().context)).toBe(true);
  });
  it('looks the container up 1500 ms after the last entry, clearing the previous result on each entry', async () => {
    const { actor, clock, lookups } = start({ lookup: async (chip) => (chip === 'AB' ? [{ GefaesseId: 40 }] : []) });
    change(actor, { reklamationsArtenID: 1 });
    change(actor, { chipReferenzNr: 'A' });
    clock.increment(1000);
    change(actor, { chipReferenzNr: 'AB' });
    // An edit elsewhere neither restarts nor cancels the wait.
    clock.increment(500);
    change(actor, { kurzbeschreibung: 'voll' });
    clock.increment(CONTAINER_DEBOUNCE_MS - 501);
    expect(lookups).toEqual([]);
    expect(canSubmitClaim(actor.getSnapshot().context)).toBe(false);
    clock.increment(1);
    await waitFor(actor, (s) => s.context.containerStatus === 'found');
    expect(lookups).toEqual(['AB']);
    expect(actor.getSnapshot().context.containerId).toBe(40);
    change(actor, { chipReferenzNr: 'ABC' });
    expect(actor.getSnapshot().context.containerId).toBeNull();
    expect(actor.getSnapshot().context.containerMatches).toEqual([]);
    clock.increment(1500);
    await waitFor(actor, (s) => s.context.containerStatus === 'invalid');
    expect(problemsOf(actor.getSnapshot().context).chipReferenzNr).toBe('claim.validation.container-number');
    // Clearing the number stops looking; the field is then simply empty.
    change(actor, { chipReferenzNr: 'ABCD' });
    change(actor, { chipReferenzNr: undefined });
    clock.increment(1500);
    expect(lookups).toEqual(['AB', 'ABC']);
    expect(actor.getSnapshot().context.containerStatus).toBe('idle');
    expect(problemsOf(actor.getSnapshot().context).chipReferenzNr).toBe('validation.not-empty');
  });
  it('rejects a chip number that matches several containers and toasts error.load when the lookup fails', async () => {
    const many = start({ lookup: async () => [{ GefaesseId: 1 }, { GefaesseId: 2 }] });
    change(many.actor, { reklamationsArtenID: 1, chipReferenzNr: 'X' });
    many.clock.increment(1500);
    await waitFor(many.actor, (s) => s.context.containerStatus === 'invalid');
    expect(many.actor.getSnapshot().context.containerId).toBeNull();
    const broken = start({ lookup: async () => { throw new Error('x'); } });
    change(broken.actor, { reklamationsArtenID: 1, chipReferenzNr: 'X' });
    broken.clock.increment(1500);
    await waitFor(broken.actor, (s) => s.context.containerStatus === 'failed');
    expect(broken.toasts).toContain('error.load');
    expect(problemsOf(broken.actor.getSnapshot().context).chipReferenzNr).toBe('claim.validation.container-number');
  });
  it('blocks submit while invalid and reveals all errors', () => {
    const { actor, submits } = start();
    change(actor, { anruferName: '' });
    actor.send({ type: 'BLUR', field: 'anruferName' });
    // Before a submit attempt only the fields the user left say something.
    expect(Object.keys(visibleProblems(actor.getSnapshot().context))).toEqual(['anruferName']);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(Object.keys(visibleProblems(actor.getSnapshot().context))).toEqual(expect.arrayContaining(['reklamationsArtenID', 'kurzbeschreibung', 'eMail']));
    expect(submits).toEqual([]);
  });
  it('reads uploads, reports rejected names, blocks submit while loading, submits and resets', async () => {
    let release: (v: string) => void = () => {};
    const { actor, submits, toasts } = start({ read: () => new Promise<string>((r) => { release = r; }) }, { values: contactParams });
    change(actor, { reklamationsArtenID: 2, kurzbeschreibung: 'Frage zur Tonne' });
    actor.send({
      type: 'FILES_ADDED',
      files: [new File(['x'], 'a.pdf', { type: 'application/pdf' }), new File(['x'], 'b.exe'), new File(['x'], 'c.doc')],
    });
    expect(actor.getSnapshot().context.uploads.refused).toEqual([{ name: 'b.exe', reason: 'type' }, { name: 'c.doc', reason: 'type' }]);
    expect(toasts).toEqual([]);
    expect(canSubmitClaim(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(submits).toEqual([]);
    release(PDF);
    await waitFor(actor, (s) => !s.context.uploads.files.some((f) => f.loading));
    expect(canSubmitClaim(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ claimId: 777 });
    expect(submits[0]).toMatchObject({ functionName: 'LegeReklamationAngemeldetAn', files: [{ name: 'a.pdf', type: 'application/pdf', content: PDF }] });
    expect(submits[0]?.params).toMatchObject({ id: 55, reklamationsArtenID: 2, anruferName: 'Muster', kurzbeschreibung: 'Frage zur Tonne' });
    expect(done.context.values).toEqual(contactParams);
    expect(done.context.uploads.files).toEqual([]);
  });
  it('keeps everything typed when the submission fails and toasts claim.error', async () => {
    const { actor, toasts } = start({ submit: async () => { throw new Error('500'); } }, { values: contactParams });
    change(actor, { reklamationsArtenID: 2, kurzbeschreibung: 'Bitte prüfen' });
    const before = actor.getSnapshot().context.values;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.toast?.key === 'claim.error');
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(before);
    expect(toasts).toEqual(['claim.error']);
  });
  it('keeps the idempotency key across a failed and a retried submit; another dialog gets another key', async () => {
    let calls = 0;
    const { actor, submits } = start({ submit: async () => (++calls === 1 ? Promise.reject(new Error('timeout')) : 778) }, { values: contactParams });
    change(actor, { reklamationsArtenID: 2, kurzbeschreibung: 'Bitte prüfen' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.toast?.key === 'claim.error');
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ claimId: 778 });
    expect(submits).toHaveLength(2);
    expect(submits[0]?.idempotencyKey).toEqual(expect.any(String));
    expect(submits[0]?.idempotencyKey).not.toBe('');
    expect(submits[1]?.idempotencyKey).toBe(submits[0]?.idempotencyKey);
    expect(start().actor.getSnapshot().context.idempotencyKey).not.toBe(submits[0]?.idempotencyKey);
  });
  it('drops a file that cannot be read', async () => {
    const { actor, toasts } = start({ read: async () => { throw new Error('x'); } });
    actor.send({ type: 'FILES_ADDED', files: [new File(['x'], 'a.pdf')] });
    await waitFor(actor, (s) => s.context.uploads.files.length === 0);
    expect(toasts).toContain('upload.read-error');
  });
  it('counts a claim type it was not offered (another kind) as none chosen', () => {
    const { actor, submits } = start({}, { values: { ...contactParams, kurzbeschreibung: 'voll' }, claimTypes: [types[1]!] });
    expect(canSubmitClaim(actor.getSnapshot().context)).toBe(true);
    change(actor, { reklamationsArtenID: types[0]!.id });
    expect(problemsOf(actor.getSnapshot().context).reklamationsArtenID).toBe('validation.not-empty');
    actor.send({ type: 'SUBMIT' });
    expect(submits).toEqual([]);
  });
});
