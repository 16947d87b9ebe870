import { describe, expect, it } from 'vitest';
import capabilities from '../../../generated/capabilities.json';
import { ClaimAssignment, claimRules, toClaimType } from '../../../src/flows/claim.form';

describe('claim dialog set-up from metadata and rows', () => {
  it('reads the phone and region rules from the reference LegeReklamationAngemeldetAn', () => {
    const fn = (capabilities as { functions: Record<string, { parameters: { name: string; nullable: boolean }[] }> }).functions.LegeReklamationAngemeldetAn;
    expect(claimRules(fn, true)).toEqual({ phoneNullable: true, regionNullable: true, regionsAvailable: true });
    expect(claimRules({ parameters: [{ name: 'anruferTelefon', nullable: false }, { name: 'gebieteId', nullable: false }] }, false)).toEqual({
      phoneNullable: false, regionNullable: false, regionsAvailable: false,
    });
  });
  it('maps claim type rows with kind and container visibility', () => {
    expect(
      toClaimType({ ReklamationsArtenId: 4, Bezeichnung: ' Tonne beschädigt ', ReklamationOderAnfrage: 1, IstBehaelterInformationImPortalEinsehbar: true }, ClaimAssignment.Container),
    ).toEqual({ id: 4, name: 'Tonne beschädigt', description: null, assignmentType: 11, kind: 1, isContainerInfoVisible: true });
    expect(toClaimType({ ReklamationsArtenId: 5 }, 0)).toMatchObject({ kind: 0, isContainerInfoVisible: false, name: '' });
  });
});
