import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import {
  canSubmitClaim, claimMachine, errorsOf, readFileActor, type ContainerMatch, type Region, type SubmitClaimInput,
} from '../../../src/flows/claim.machine';
import { ClaimAssignment, claimParams, descriptionCounter, emptyClaimForm, type ClaimRules, type ClaimType } from '../../../src/flows/claim.form';

const types: ClaimType[] = [
  { id: 1, name: 'Tonne nicht geleert', description: null, assignmentType: ClaimAssignment.Emptying, kind: 0, isContainerInfoVisible: true },
  { id: 2, name: 'Allgemeine Anfrage', description: null, assignmentType: ClaimAssignment.Object, kind: 1, isContainerInfoVisible: false },
];
const rules: ClaimRules = { phoneNullable: true, regionNullable: true, regionsAvailable: true };
const contact = {
  familyName: 'Muster', mail: 'max@example.de', postcode: '35390', city: 'Gießen', street: 'Hauptstraße', streetNumber: '12 a', givenName: 'Max',
};

interface Fakes {
  lookup?: (chip: string) => Promise<ContainerMatch[]>;
  regions?: () => Promise<Region[]>;
  submit?: (input: SubmitClaimInput) => Promise<number>;
  read?: (file: Blob) => Promise<string>;
}

function start(fakes: Fakes = {}, input: Partial<{ rules: ClaimRules }> = {}) {
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
        loadRegions: fromPromise<Region[], void>(async () => (fakes.regions ?? (async () => [{ id: 3, name: 'Nord' }]))()),
        submitClaim: fromPromise<number, SubmitClaimInput>(async ({ input }) => {
          submits.push(input);
          return (fakes.submit ?? (async () => 777))(input);
        }),
        readFile: readFileActor(fakes.read ?? (async () => 'QUJD')),
      },
    }),
    { clock, input: { subject: { id: 55 }, claimTypes: types, rules: input.rules ?? rules, expect: ['pdf', 'png'] } },
  );
  const toasts: string[] = [];
  actor.on('toast', (e) => toasts.push(e.params ? `${e.key}:${JSON.stringify(e.params)}` : e.key));
  actor.start();
  return { actor, clock, lookups, submits, toasts };
}

function fillContact(actor: ReturnType<typeof start>['actor']) {
  for (const [field, value] of Object.entries(contact)) actor.send({ type: 'INPUT', field: field as keyof typeof contact, value });
}

describe('claim form rules', () => {
  it('requires the contact fields, a claim type, a description of at most 200 characters and a valid phone', () => {
    const errors = errorsOf({ ...baseContext(), form: emptyClaimForm({ phone: '123' }) });
    expect(errors).toMatchObject({
      claimTypeId: 'validation.not-empty', description: 'validation.not-empty', familyName: 'validation.not-empty', mail: 'validation.not-empty',
      postcode: 'validation.not-empty', city: 'validation.not-empty', street: 'validation.not-empty', streetNumber: 'validation.not-empty',
      phone: 'validation.phone',
    });
    expect(errors.regionId).toBeUndefined();
    const long = errorsOf({ ...baseContext(), form: emptyClaimForm({ description: 'x'.repeat(201) }) });
    expect(long.description).toBe('validation.limit-exceeded');
    expect(descriptionCounter(emptyClaimForm({ description: 'äöü' }))).toEqual({ used: 3, max: 200 });
  });
  it('requires the phone unless the function marks it nullable and it is empty', () => {
    const strict = { ...baseContext(), rules: { ...rules, phoneNullable: false } };
    expect(errorsOf({ ...strict, form: emptyClaimForm() }).phone).toBe('validation.not-empty');
    expect(errorsOf({ ...strict, form: emptyClaimForm({ phone: '0641 123456' }) }).phone).toBeUndefined();
    expect(errorsOf({ ...strict, form: emptyClaimForm({ phone: '0641 123456', country: 'FR' }) }).phone).toBeUndefined();
    expect(errorsOf({ ...strict, form: emptyClaimForm({ phone: '0170 1234567', country: 'FR' }) }).phone).toBe('validation.phone');
  });
  it('requires a region unless nullable', () => {
    const strict = { ...baseContext(), rules: { ...rules, regionNullable: false } };
    expect(errorsOf({ ...strict, form: emptyClaimForm() }).regionId).toBe('validation.not-empty');
    expect(errorsOf({ ...strict, form: emptyClaimForm({ regionId: 3 }) }).regionId).toBeUndefined();
  });
  it('sends the parameters of LegeReklamationAngemeldetAn: the object as id, the container by chip number, the street number', () => {
    const form = emptyClaimForm({ ...contact, claimTypeId: 1, description: ' voll ', containerNumber: 'C-1', containerId: 40, regionId: 3 });
    const params = claimParams(form, types[0]!, { id: 55 });
    expect(params).toMatchObject({
      // The server checks id against the resident's objects; a container id there would be a 403 (= logout).
      id: 55, reklamationsZuordnungsTyp: 3, reklamationsArtenID: 1, kurzbeschreibung: 'voll', anruferHausNr: '12 a', anruferVorname: 'Max',
      anruferTelefon: null, eMail: 'max@example.de', chipReferenzNr: 'C-1', gebieteId: 3,
    });
    expect(claimParams(form, types[0]!, { id: 55 }, ['anruferHausNrZus'])).toMatchObject({ anruferHausNr: '12', anruferHausNrZus: 'a' });
    expect(claimParams(form, types[1]!, { id: 9, assignmentType: ClaimAssignment.DumpOrder })).toMatchObject({ id: 9, reklamationsZuordnungsTyp: 7, chipReferenzNr: null });
  });
});

function baseContext() {
  const { actor } = start();
  const context = actor.getSnapshot().context;
  actor.stop();
  return context;
}

describe('claimMachine', () => {
  it('starts with the contact section collapsed and loads regions', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.contactExpanded).toBe(false);
    await waitFor(actor, (s) => s.context.regionsStatus === 'loaded');
    expect(actor.getSnapshot().context.regions).toEqual([{ id: 3, name: 'Nord' }]);
    actor.send({ type: 'TOGGLE_CONTACT' });
    expect(actor.getSnapshot().context.contactExpanded).toBe(true);
  });
  it('shows error.load and error.claim.region when the regions of a required region fail to load', async () => {
    const { actor, toasts } = start({ regions: async () => { throw new Error('x'); } }, { rules: { ...rules, regionNullable: false } });
    await waitFor(actor, (s) => s.context.regionsStatus === 'failed');
    expect(toasts).toEqual(['error.load']);
    expect(errorsOf(actor.getSnapshot().context).regionId).toBe('error.claim.region');
  });
  it('does not block an optional region when its list fails to load', async () => {
    const { actor } = start({ regions: async () => { throw new Error('x'); } }, { rules: { ...rules, regionNullable: true } });
    await waitFor(actor, (s) => s.context.regionsStatus === 'failed');
    expect(errorsOf(actor.getSnapshot().context).regionId).toBeUndefined();
  });
  it('looks the container up 1500 ms after the last entry, clearing the previous result on each entry', async () => {
    const { actor, clock, lookups } = start({ lookup: async (chip) => (chip === 'AB' ? [{ GefaesseId: 40 }] : []) });
    actor.send({ type: 'SET_CLAIM_TYPE', id: 1 });
    actor.send({ type: 'CONTAINER_INPUT', value: 'A' });
    clock.increment(1000);
    actor.send({ type: 'CONTAINER_INPUT', value: 'AB' });
    clock.increment(1499);
    expect(lookups).toEqual([]);
    expect(canSubmitClaim(actor.getSnapshot().context)).toBe(false);
    clock.increment(1);
    await waitFor(actor, (s) => s.context.containerStatus === 'found');
    expect(lookups).toEqual(['AB']);
    expect(actor.getSnapshot().context.form.containerId).toBe(40);
    actor.send({ type: 'CONTAINER_INPUT', value: 'ABC' });
    expect(actor.getSnapshot().context.form.containerId).toBeNull();
    expect(actor.getSnapshot().context.containerMatches).toEqual([]);
    clock.increment(1500);
    await waitFor(actor, (s) => s.context.containerStatus === 'invalid');
    expect(errorsOf(actor.getSnapshot().context).containerNumber).toBe('claim.validation.container-number');
  });
  it('rejects a chip number that matches several containers and toasts error.load when the lookup fails', async () => {
    const many = start({ lookup: async () => [{ GefaesseId: 1 }, { GefaesseId: 2 }] });
    many.actor.send({ type: 'SET_CLAIM_TYPE', id: 1 });
    many.actor.send({ type: 'CONTAINER_INPUT', value: 'X' });
    many.clock.increment(1500);
    await waitFor(many.actor, (s) => s.context.containerStatus === 'invalid');
    expect(many.actor.getSnapshot().context.form.containerId).toBeNull();
    const broken = start({ lookup: async () => { throw new Error('x'); } });
    broken.actor.send({ type: 'SET_CLAIM_TYPE', id: 1 });
    broken.actor.send({ type: 'CONTAINER_INPUT', value: 'X' });
    broken.clock.increment(1500);
    await waitFor(broken.actor, (s) => s.context.containerStatus === 'failed');
    expect(broken.toasts).toContain('error.load');
    expect(errorsOf(broken.actor.getSnapshot().context).containerNumber).toBe('claim.validation.container-number');
  });
  it('blocks submit while invalid and reveals all errors', () => {
    const { actor, submits } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(submits).toEqual([]);
  });
  it('reads uploads, reports rejected names, blocks submit while loading, submits and resets', async () => {
    let release: (v: string) => void = () => {};
    const { actor, submits, toasts } = start({ read: () => new Promise<string>((r) => { release = r; }) });
    actor.send({ type: 'SET_CLAIM_TYPE', id: 2 });
    actor.send({ type: 'INPUT', field: 'description', value: 'Frage zur Tonne' });
    fillContact(actor);
    actor.send({
      type: 'FILES_ADDED',
      files: [new File(['x'], 'a.pdf', { type: 'application/pdf' }), new File(['x'], 'b.exe'), new File(['x'], 'c.doc')],
    });
    expect(toasts).toEqual(['upload.rejected:{"names":"b.exe, c.doc"}']);
    await waitFor(actor, (s) => s.context.regionsStatus === 'loaded');
    expect(canSubmitClaim(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(submits).toEqual([]);
    release('QUJD');
    await waitFor(actor, (s) => !s.context.uploads.files.some((f) => f.loading));
    expect(canSubmitClaim(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ claimId: 777 });
    expect(submits[0]?.files).toEqual([{ name: 'a.pdf', type: 'application/pdf', content: 'QUJD' }]);
    expect(submits[0]?.params).toMatchObject({ id: 55, reklamationsArtenID: 2, anruferName: 'Muster' });
    expect(done.context.form).toEqual(emptyClaimForm());
    expect(done.context.uploads.files).toEqual([]);
  });
  it('keeps everything typed when the submission fails and toasts claim.error', async () => {
    const { actor, toasts } = start({ submit: async () => { throw new Error('500'); } });
    actor.send({ type: 'SET_CLAIM_TYPE', id: 2 });
    actor.send({ type: 'INPUT', field: 'description', value: 'Bitte prüfen' });
    fillContact(actor);
    await waitFor(actor, (s) => s.context.regionsStatus === 'loaded');
    const before = actor.getSnapshot().context.form;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.context.toast?.key === 'claim.error');
    expect(actor.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual(before);
    expect(toasts).toEqual(['claim.error']);
  });
  it('drops a file that cannot be read', async () => {
    const { actor, toasts } = start({ read: async () => { throw new Error('x'); } });
    actor.send({ type: 'FILES_ADDED', files: [new File(['x'], 'a.pdf')] });
    await waitFor(actor, (s) => s.context.uploads.files.length === 0);
    expect(toasts).toContain('upload.read-error');
  });
  it('clears the claim type when switching between claim and request', () => {
    const { actor } = start();
    actor.send({ type: 'SET_CLAIM_TYPE', id: 1 });
    actor.send({ type: 'SET_KIND', kind: 0 });
    expect(actor.getSnapshot().context.form.claimTypeId).toBe(1);
    actor.send({ type: 'SET_KIND', kind: 1 });
    expect(actor.getSnapshot().context.form).toMatchObject({ kind: 1, claimTypeId: null });
  });
});
