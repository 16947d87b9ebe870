import { describe, expect, it } from 'vitest';
import { form as claimForm } from '../../../../generated/forms/LegeReklamationAngemeldetAn';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import { claimTypesFor, claimTypesOfKind } from '../../../../src/modules/claims/claim-setup';
import { ClaimAssignment, toClaimType, type ClaimType } from '../../../../src/modules/claims/claim.form';
import { parameterOf, referenceVariant } from '../../forms/generate';

/** Whether the form asks for `name` (field metadata and the JSON Schema the validator checks agree). */
const requires = (form: GeneratedForm, name: string) => {
  const field = form.fields.find((f) => f.name === name);
  const inSchema = ((form.schema.required ?? []) as string[]).includes(name);
  expect(field?.required, name).toBe(inSchema);
  return inSchema;
};

describe('claim dialog set-up from metadata and rows', () => {
  it('reads the phone and region rules from the reference LegeReklamationAngemeldetAn', () => {
    // The generated form carries them: nullable parameters are optional, others required.
    expect(requires(claimForm, 'anruferTelefon')).toBe(false);
    expect(requires(claimForm, 'gebieteId')).toBe(false);
    expect(claimForm.expect).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'image/heic']);
    const strict = referenceVariant('LegeReklamationAngemeldetAn', (fi) => {
      parameterOf(fi, 'anruferTelefon').nullable = false;
      parameterOf(fi, 'gebieteId').nullable = false;
    });
    expect(requires(strict, 'anruferTelefon')).toBe(true);
    expect(requires(strict, 'gebieteId')).toBe(true);
  });
  it('maps claim type rows with kind and container visibility', () => {
    expect(
      toClaimType({ ReklamationsArtenId: 4, Bezeichnung: ' Tonne beschädigt ', ReklamationOderAnfrage: 1, IstBehaelterInformationImPortalEinsehbar: true }, ClaimAssignment.Container),
    ).toEqual({ id: 4, name: 'Tonne beschädigt', description: null, assignmentType: 11, kind: 1, isContainerInfoVisible: true });
    expect(toClaimType({ ReklamationsArtenId: 5 }, 0)).toMatchObject({ kind: 0, isContainerInfoVisible: false, name: '' });
  });
  it('offers an object the types about the object, container or emptying (each once), an order exactly its own types', () => {
    const type = (id: number, name: string, assignmentType: number, kind: 0 | 1 = 0): ClaimType => ({ id, name, description: null, assignmentType, kind, isContainerInfoVisible: false });
    // As loadClaimTypes returns them: one entry per assignment, sorted by name.
    const all = [
      type(5, 'Behälter fehlt', ClaimAssignment.Container),
      type(3, 'Sperrmüll nicht abgeholt', ClaimAssignment.DumpOrder),
      type(4, 'Verschmutzung', ClaimAssignment.Emptying),
      type(4, 'Verschmutzung', ClaimAssignment.DumpOrder),
      type(8, 'Allgemeine Anfrage', ClaimAssignment.Object, 1),
    ];
    expect(claimTypesOfKind(claimTypesFor(all), 0).map((t) => [t.id, t.assignmentType])).toEqual([[5, 11], [4, 3]]);
    expect(claimTypesFor(all, ClaimAssignment.DumpOrder).map((t) => [t.id, t.assignmentType])).toEqual([[3, 7], [4, 7]]);
    expect(claimTypesOfKind(claimTypesFor(all), 1).map((t) => t.id)).toEqual([8]);
  });
});
