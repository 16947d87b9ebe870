/**
 * The claim/request form on the generated
 * form of LegeReklamationAngemeldetAn: which parameters carry a special meaning for the portal (section 7
 * names them), what the portal prefills, what is checked beyond the generated rules, and what is
 * sent. Pure, so the machine, the dialog and tests agree.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { fromBerlinDay } from '../../../codegen/runtime/dates';
import type { FormField, GeneratedForm } from '../../../codegen/runtime/contract';
import { formProblems, type FieldErrors } from '../../forms/validate';
import { joinStreetNumber, splitStreetNumber } from '../../forms/validation';
import { ClaimAssignment } from './claim-assignment';
import type { ResidentContact } from '../../account/resident-contact';
import type { EntityKey } from '../../api/values';
import type { ReklamationsArt } from '../../api/types';

export { ClaimAssignment };

export const ClaimKind = { Claim: 0, Request: 1 } as const;
export type ClaimKindCode = (typeof ClaimKind)[keyof typeof ClaimKind];

export interface ClaimType {
  id: number;
  name: string;
  description: string | null;
  assignmentType: number;
  kind: ClaimKindCode;
  /** IstBehaelterInformationImPortalEinsehbar: show what the container lookup found. */
  isContainerInfoVisible: boolean;
}

/** Contact data the portal knows (session, object) and prefills. */
/** What a claim asks about the resident: the contact data the portal knows (account/resident-contact). */
export type ClaimContact = ResidentContact;

export interface ClaimSubject {
  /** The order, object or container the claim is about; defaults to the object. */
  id: EntityKey;
  assignmentType?: number;
}

export type ContainerStatus = 'idle' | 'debouncing' | 'looking' | 'found' | 'invalid' | 'failed';

/** The parameter names of LegeReklamationAngemeldetAn. */
export const CLAIM_PARAMS = {
  subject: 'id',
  assignment: 'reklamationsZuordnungsTyp',
  claimType: 'reklamationsArtenID',
  container: 'chipReferenzNr',
  region: 'gebieteId',
} as const;

const CONTACT_PARAMS: Record<keyof ClaimContact, string> = {
  givenName: 'anruferVorname',
  familyName: 'anruferName',
  street: 'anruferStrasse',
  streetNumber: 'anruferHausNr',
  postcode: 'anruferPLZ',
  city: 'anruferOrt',
  phone: 'anruferTelefon',
  mail: 'eMail',
};

/** Claims about a container or an emptying need the container's chip number. */
export function needsContainer(type: ClaimType | null | undefined): boolean {
  return type?.assignmentType === ClaimAssignment.Container || type?.assignmentType === ClaimAssignment.Emptying;
}

const fieldOf = (form: GeneratedForm, name: string): FormField | undefined => form.fields.find((f) => f.name === name);

/** The container number field: marked ContainerNumber by the metadata, else chipReferenzNr. */
export function containerFieldOf(form: GeneratedForm): string | null {
  const marked = form.fields.find((f) => f.expectations.some((e) => e.rule === 'ContainerNumber'));
  return marked?.name ?? (fieldOf(form, CLAIM_PARAMS.container) ? CLAIM_PARAMS.container : null);
}

/** The section holding the contact data (collapsed while prefilled), if the metadata groups it. */
export function contactSectionOf(form: GeneratedForm): string | null {
  const field = fieldOf(form, CONTACT_PARAMS.familyName) ?? fieldOf(form, CONTACT_PARAMS.mail);
  return field?.section ?? null;
}

/** The known contact data as values of the form's own parameters (those it has). */
export function contactValues(form: GeneratedForm, contact: Partial<ClaimContact>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(CONTACT_PARAMS) as [keyof ClaimContact, string][]) {
    const value = contact[key]?.trim();
    if (value && fieldOf(form, param)) values[param] = value;
  }
  return values;
}

/** Whether any contact datum was prefilled (the contact section then starts collapsed). */
export const hasContact = (contact: Partial<ClaimContact>): boolean => Object.values(contact).some((v) => typeof v === 'string' && v.trim() !== '');

/** Fields not shown for this claim type: the container number unless the type needs one. */
export function hiddenClaimFields(form: GeneratedForm, type: ClaimType | null): ReadonlySet<string> {
  const container = containerFieldOf(form);
  return new Set(container && !needsContainer(type) ? [container] : []);
}

export interface ClaimCheckInput {
  form: GeneratedForm;
  values: Record<string, unknown>;
  claimType: ClaimType | null;
  country: CountryCode;
  containerStatus: ContainerStatus;
  containerId: number | null;
}

/** Every field's current problem (absent = fine): the generated rules plus the container check. */
export function claimProblems({ form, values, claimType, country, containerStatus, containerId }: ClaimCheckInput): FieldErrors {
  const hidden = hiddenClaimFields(form, claimType);
  const problems = formProblems(form, values, { country, hidden });
  if (!claimType && fieldOf(form, CLAIM_PARAMS.claimType)) problems[CLAIM_PARAMS.claimType] ??= 'validation.not-empty';
  const container = containerFieldOf(form);
  if (container && needsContainer(claimType) && !(container in problems)) {
    const number = typeof values[container] === 'string' ? (values[container] as string).trim() : '';
    if (number === '') problems[container] = 'validation.not-empty';
    else if (containerStatus === 'invalid' || containerStatus === 'failed' || (containerStatus === 'found' && containerId === null)) {
      problems[container] = 'claim.validation.container-number';
    }
  }
  return problems;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The call's parameters from the form's values: strings trimmed (empty = left out), calendar days
 * as dates, the subject and assignment from the dialog, the container number only where the type
 * needs it, and a street number split into number and addition where the function has a `…Zus`
 * parameter for the addition.
 */
export function claimParams(form: GeneratedForm, values: Record<string, unknown>, claimType: ClaimType, subject: ClaimSubject): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const names = new Set(form.fields.map((f) => f.name));
  const hidden = hiddenClaimFields(form, claimType);
  for (const field of form.fields) {
    if (hidden.has(field.name)) continue;
    let value = values[field.name];
    if (typeof value === 'string') {
      value = value.trim() === '' ? null : value.trim();
      if (value !== null && DAY.test(value as string) && /DateTime|Date$/.test(field.edmType)) value = fromBerlinDay(value as string);
    }
    if (value !== null && value !== undefined) params[field.name] = value;
  }
  for (const field of form.fields.filter((f) => f.expectations.some((e) => e.rule === 'StreetNumber'))) {
    const parts = typeof params[field.name] === 'string' ? splitStreetNumber(params[field.name] as string) : null;
    if (!parts) continue;
    const addition = `${field.name}Zus`;
    if (names.has(addition)) {
      params[field.name] = parts.number;
      if (parts.addition) params[addition] = parts.addition;
      else delete params[addition];
    } else params[field.name] = joinStreetNumber(parts.number, parts.addition);
  }
  // Always the subject (the object, or the order a claim is filed from): the server checks it is
  // one of the resident's. A container claim names its container by chip number, never by id.
  // A visitor's claim by address (LegeReklamationAn) has no subject parameter.
  if (names.has(CLAIM_PARAMS.subject)) params[CLAIM_PARAMS.subject] = subject.id;
  params[CLAIM_PARAMS.assignment] = subject.assignmentType ?? claimType.assignmentType;
  params[CLAIM_PARAMS.claimType] = claimType.id;
  return params;
}

/** A ReklamationsArten row as the claim dialog needs it; `assignmentType` from its ReklamationsZuordnung. */
export function toClaimType(
  row: Pick<ReklamationsArt, 'ReklamationsArtenId' | 'Bezeichnung' | 'Bemerkung' | 'ReklamationOderAnfrage' | 'IstBehaelterInformationImPortalEinsehbar'>,
  assignmentType: number,
): ClaimType {
  return {
    id: row.ReklamationsArtenId,
    name: row.Bezeichnung?.trim() ?? '',
    description: row.Bemerkung?.trim() || null,
    assignmentType,
    kind: row.ReklamationOderAnfrage === ClaimKind.Request ? ClaimKind.Request : ClaimKind.Claim,
    isContainerInfoVisible: row.IstBehaelterInformationImPortalEinsehbar === true,
  };
}
