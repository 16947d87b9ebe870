import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../../src/api/errors';
import { identifierRequired, saveError, stammdatenParams, type SaveMasterDataInput } from '../../../src/account/master-data';
import { foreignKeyRequired } from '../../../src/account/master-data.machine';
import { canSaveSettings, generalError, settingsErrors, settingsMachine } from '../../../src/account/settings.machine';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { form as stammdaten } from '../../../generated/forms/AktualisiereStammdaten';
import type { LoginResult, UserAddress } from '../../../src/session/types';

const address: UserAddress = { AdressenId: 8, Vorname: 'Max', Name: 'Muster', EMail: 'alt@example.de', FremdKey: 'K-1' };
const result: LoginResult = { hash: 'tok', addressId: 8, validUntil: new Date(Date.UTC(2026, 11, 1)), requests: null };
const sha = (s: string) => import('node:crypto').then((c) => c.createHash('sha256').update(s, 'utf8').digest('hex'));

function start(save: (input: SaveMasterDataInput) => Promise<LoginResult>, options: { passwordChangeRequested?: boolean; persistent?: boolean; form?: GeneratedForm } = {}) {
  const calls: SaveMasterDataInput[] = [];
  const actor = createActor(
    settingsMachine.provide({
      actors: {
        saveMasterData: fromPromise<LoginResult, SaveMasterDataInput>(async ({ input }) => {
          calls.push(input);
          return save(input);
        }),
      },
    }),
    { input: { addressId: 8, userAddress: address, ...options } },
  );
  const saved: LoginResult[] = [];
  actor.on('saved', (e) => saved.push(e.result));
  actor.start();
  return { actor, calls, saved };
}

describe('master-data helpers', () => {
  it('hashes the trimmed passwords as lower-hex SHA-256 and never sends them plain', async () => {
    const params = await stammdatenParams({
      addressId: 8, feld: 'Adresse', currentPassword: '  Geheim1 ', email: ' neu@example.de ', foreignKey: '', newPassword: 'Sommer2026',
    });
    expect(params).toEqual({
      id: 8, feld: 'Adresse', derzeitigesPasswortHash: await sha('Geheim1'), email: 'neu@example.de', fremdKey: null,
      neuesPasswortHash: await sha('Sommer2026'),
    });
    expect(params.derzeitigesPasswortHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(params)).not.toContain('Geheim1');
  });
  it('maps 422 codes 12 and 14 and everything else', () => {
    expect(saveError(new HttpError(422, '12', 'x'))).toEqual({ field: 'currentPassword', key: 'settings.errors.password' });
    expect(saveError(new HttpError(422, '14', 'x'))).toEqual({ field: 'newPassword', key: 'settings.errors.password-identical' });
    expect(saveError(new HttpError(422, '99', 'x'))).toEqual({ field: null, key: 'settings.errors.general' });
    expect(saveError(new HttpError(500, '12', 'x'))).toEqual({ field: null, key: 'settings.errors.general' });
    expect(saveError(new Error('offline'))).toEqual({ field: null, key: 'settings.errors.general' });
  });
  it('asks for the identifier only when benutzerkennung is non-nullable', () => {
    expect(identifierRequired(undefined)).toBe(false);
    expect(identifierRequired({ parameters: [{ name: 'benutzerkennung', type: 'Edm.String', nullable: true }] })).toBe(false);
    expect(identifierRequired({ parameters: [{ name: 'benutzerkennung', type: 'Edm.String', nullable: false }] })).toBe(true);
  });
});

describe('settingsMachine', () => {
  it('opens with the owner data, validates, saves and closes with the session update', async () => {
    const { actor, calls, saved } = start(async () => result);
    actor.send({ type: 'OPEN' });
    let c = actor.getSnapshot().context;
    expect(c.values).toMatchObject({ email: 'alt@example.de', foreignKey: 'K-1', currentPassword: '' });
    expect(settingsErrors(c)).toEqual({ currentPassword: 'validation.not-empty' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    actor.send({ type: 'INPUT', field: 'email', value: 'neu@example.de' });
    actor.send({ type: 'INPUT', field: 'currentPassword', value: 'Geheim1' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.saving).toBe(true);
    await waitFor(actor, (s) => s.matches('closed'));
    c = actor.getSnapshot().context;
    expect(c.saving).toBe(false);
    expect(calls).toEqual([{ addressId: 8, feld: 'Adresse', currentPassword: 'Geheim1', email: 'neu@example.de', foreignKey: 'K-1', blankForeignKey: 'empty' }]);
    expect(saved).toEqual([{ ...result, userAddress: { ...address, EMail: 'neu@example.de' } }]);
    expect(c.values.currentPassword).toBe('');
  });
  it('requires a valid e-mail but leaves the foreign key optional', () => {
    const { actor } = start(async () => result, { form: stammdaten });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'INPUT', field: 'email', value: 'kaputt' });
    actor.send({ type: 'INPUT', field: 'foreignKey', value: ' ' });
    actor.send({ type: 'INPUT', field: 'currentPassword', value: 'x' });
    expect(settingsErrors(actor.getSnapshot().context)).toEqual({ email: 'validation.email' });
    actor.send({ type: 'INPUT', field: 'email', value: 'neu@example.de' });
    expect(canSaveSettings(actor.getSnapshot().context)).toBe(true);
  });
  it('requires the foreign key only where the parameter is non-nullable and marked NotEmpty', () => {
    const withField = (nullable: boolean, notEmpty: boolean): GeneratedForm => ({
      ...stammdaten,
      fields: stammdaten.fields.map((f) =>
        f.name === 'fremdKey' ? { ...f, nullable, required: !nullable || notEmpty, expectations: notEmpty ? [{ rule: 'NotEmpty' as const }, ...f.expectations] : f.expectations } : f,
      ),
    });
    expect(foreignKeyRequired(stammdaten)).toBe(false);
    expect(foreignKeyRequired(withField(true, true))).toBe(false);
    expect(foreignKeyRequired(withField(false, false))).toBe(false);
    expect(foreignKeyRequired(withField(false, true))).toBe(true);
    const { actor } = start(async () => result, { form: withField(false, true) });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'INPUT', field: 'foreignKey', value: ' ' });
    actor.send({ type: 'INPUT', field: 'currentPassword', value: 'x' });
    expect(settingsErrors(actor.getSnapshot().context)).toEqual({ foreignKey: 'validation.not-empty' });
  });
  it('sends an emptied foreign key as an empty string so the stored one is removed', async () => {
    const { actor, calls } = start(async () => result, { form: stammdaten });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'INPUT', field: 'foreignKey', value: '' });
    actor.send({ type: 'INPUT', field: 'currentPassword', value: 'Geheim1' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls[0]).toMatchObject({ foreignKey: '', blankForeignKey: 'empty' });
    expect((await stammdatenParams(calls[0]!)).fremdKey).toBe('');
  });
  it('requires the new password and its confirmation when a password change is requested', () => {
    const { actor } = start(async () => result, { passwordChangeRequested: true });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'INPUT', field: 'currentPassword', value: 'x' });
    expect(settingsErrors(actor.getSnapshot().context)).toEqual({ newPassword: 'validation.not-empty', confirmation: 'validation.not-empty' });
    actor.send({ type: 'INPUT', field: 'newPassword', value: 'Sommer2026' });
    actor.send({ type: 'INPUT', field: 'confirmation', value: 'Sommer2025' });
    expect(settingsErrors(actor.getSnapshot().context)).toEqual({ confirmation: 'settings.errors.password-mismatch' });
  });
  it('shows settings.errors.password under the current password and clears it on input', async () => {
    const { actor } = start(async () => {
      throw new HttpError(422, '12', 'falsch');
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'INPUT', field: 'currentPassword', value: 'falsch' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.serverError !== null);
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(settingsErrors(actor.getSnapshot().context).currentPassword).toBe('settings.errors.password');
    expect(canSaveSettings(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'INPUT', field: 'email', value: 'x@example.de' });
    expect(settingsErrors(actor.getSnapshot().context).currentPassword).toBe('settings.errors.password');
    actor.send({ type: 'INPUT', field: 'currentPassword', value: 'richtig' });
    expect(settingsErrors(actor.getSnapshot().context).currentPassword).toBeUndefined();
  });
  it('maps other failures to settings.errors.general and resets everything on the next opening', async () => {
    const { actor } = start(async () => {
      throw new HttpError(500, null, 'kaputt');
    });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'INPUT', field: 'currentPassword', value: 'x' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.serverError !== null);
    expect(generalError(actor.getSnapshot().context)).toBe('settings.errors.general');
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    const c = actor.getSnapshot().context;
    expect([c.serverError, c.showErrors, c.values.currentPassword]).toEqual([null, false, '']);
  });
  it('cannot be closed while change requests make it persistent', () => {
    const { actor } = start(async () => result, { persistent: true });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });
});
