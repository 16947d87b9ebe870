/**
 * The portal compiles against any authority's generated client: seen through `ContractView`, a
 * member whose generated type does not fit the contract (a function answering another entity type)
 * is absent to the type-check instead of an error in it. The type assertions here are checked by
 * `npm run typecheck:tests`; without the view, assigning such a client to `PortalClient` fails there.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contractView, type ContractParams, type ContractView, type PortalClient } from '../../../src/api/portal-client';

/** A generated client of an authority whose PruefePasswort answers a street, and which lacks KalenderAbo. */
const generated = {
  PruefePasswort: (_params: { id: number; hash: string; benutzerkennung: string }) => Promise.resolve({ StrassenId: 7, Name: 'Hauptstraße' }),
  IdZumMasterLogin: (_params: { benutzerkennung: string }) => Promise.resolve(42),
};

describe('the contract view of a generated client', () => {
  it('keeps what fits and leaves out, by type, what answers another type or is missing', async () => {
    const api: PortalClient = contractView(generated);
    expectTypeOf<ContractView<typeof generated>['PruefePasswort']>().toEqualTypeOf<undefined>();
    expectTypeOf<ContractView<typeof generated>['KalenderAbo']>().toEqualTypeOf<undefined>();
    expectTypeOf<NonNullable<ContractView<typeof generated>['IdZumMasterLogin']>>().toEqualTypeOf<typeof generated.IdZumMasterLogin>();
    // The same object: what is left out at run time is left out by codegen (not generated at all).
    expect(api).toBe(generated);
    await expect(api.IdZumMasterLogin?.({ benutzerkennung: 'a' })).resolves.toBe(42);
  });

  it('types the parameters the portal sends by the contract, whatever the authority generated', () => {
    expectTypeOf<ContractParams<'KalenderAbo'>>().toHaveProperty('strassenId').toEqualTypeOf<number>();
    expectTypeOf<ContractParams<'Registrieren'>>().toHaveProperty('fcmToken').toEqualTypeOf<string>();
  });
});
