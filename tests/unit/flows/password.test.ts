import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../../src/api/errors';
import type { SaveMasterDataInput } from '../../../src/account/master-data';
import { canSavePassword, passwordErrors, passwordMachine } from '../../../src/account/password.machine';
import type { LoginResult } from '../../../src/session/types';

const result: LoginResult = { hash: 'neu', addressId: 8, validUntil: null, requests: null };

function start(identifierRequired: boolean, save: () => Promise<LoginResult> = async () => result) {
  const calls: SaveMasterDataInput[] = [];
  const actor = createActor(
    passwordMachine.provide({
      actors: {
        saveMasterData: fromPromise<LoginResult, SaveMasterDataInput>(async ({ input }) => {
          calls.push(input);
          return save();
        }),
      },
    }),
    { input: { addressId: 8, identifierRequired } },
  ).start();
  actor.send({ type: 'OPEN' });
  return { actor, calls };
}

const fill = (actor: ReturnType<typeof start>['actor'], values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'INPUT', field: field as 'currentPassword', value });
};

describe('passwordMachine', () => {
  it('needs the current password and a valid, confirmed new password; no identifier unless required', async () => {
    const { actor, calls } = start(false);
    expect(passwordErrors(actor.getSnapshot().context)).toEqual({
      currentPassword: 'validation.not-empty', newPassword: 'validation.not-empty', confirmation: 'validation.not-empty',
    });
    fill(actor, { currentPassword: 'Alt12345', newPassword: 'sommer', confirmation: 'sommer' });
    expect(passwordErrors(actor.getSnapshot().context)).toEqual({ newPassword: 'validation.password.min-length' });
    fill(actor, { newPassword: 'Sommer2026', confirmation: 'Sommer2026' });
    expect(canSavePassword(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([{ addressId: 8, feld: 'Passwort', currentPassword: 'Alt12345', newPassword: 'Sommer2026' }]);
    expect(actor.getSnapshot().context.result).toEqual(result);
  });
  it('requires and sends the identifier when benutzerkennung is non-nullable', async () => {
    const { actor, calls } = start(true);
    fill(actor, { currentPassword: 'Alt12345', newPassword: 'Sommer2026', confirmation: 'Sommer2026' });
    expect(passwordErrors(actor.getSnapshot().context)).toEqual({ identifier: 'validation.not-empty' });
    actor.send({ type: 'SAVE' });
    expect(calls).toEqual([]);
    fill(actor, { identifier: 'max.muster' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls[0]).toMatchObject({ identifier: 'max.muster' });
  });
  it('maps 422 code 14 to password-identical under the new password and 12 under the current one', async () => {
    const { actor } = start(false, async () => {
      throw new HttpError(422, '14', 'gleich');
    });
    fill(actor, { currentPassword: 'Sommer2026', newPassword: 'Sommer2026', confirmation: 'Sommer2026' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.serverError !== null);
    expect(passwordErrors(actor.getSnapshot().context)).toEqual({ newPassword: 'settings.errors.password-identical' });
    const wrong = start(false, async () => {
      throw new HttpError(422, '12', 'falsch');
    });
    fill(wrong.actor, { currentPassword: 'Falsch123', newPassword: 'Sommer2026', confirmation: 'Sommer2026' });
    wrong.actor.send({ type: 'SAVE' });
    await waitFor(wrong.actor, (s) => s.context.serverError !== null);
    expect(passwordErrors(wrong.actor.getSnapshot().context)).toEqual({ currentPassword: 'settings.errors.password' });
    fill(wrong.actor, { currentPassword: 'Richtig123' });
    expect(passwordErrors(wrong.actor.getSnapshot().context)).toEqual({});
  });
  it('keeps the input after any other failure, and the next opening starts empty for the address given then', async () => {
    const { actor, calls } = start(false, async () => {
      throw new HttpError(500, null, 'kaputt');
    });
    fill(actor, { currentPassword: 'Alt12345', newPassword: 'Sommer2026', confirmation: 'Sommer2026' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.serverError !== null);
    const c = actor.getSnapshot().context;
    expect(c.serverError).toEqual({ field: null, key: 'settings.errors.general' });
    expect(c.values).toMatchObject({ currentPassword: 'Alt12345', newPassword: 'Sommer2026', confirmation: 'Sommer2026' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    // Any edit takes a general verdict away.
    fill(actor, { confirmation: 'Sommer2026' });
    expect(actor.getSnapshot().context.serverError).toBeNull();
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', addressId: 9 });
    fill(actor, { currentPassword: 'Alt12345', newPassword: 'Winter2026', confirmation: 'Winter2026' });
    expect(actor.getSnapshot().context.values.identifier).toBe('');
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.serverError !== null && calls.length === 2);
    expect(calls[1]).toMatchObject({ addressId: 9, newPassword: 'Winter2026' });
  });
});
