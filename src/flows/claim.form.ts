/**
 * The claim/request form's data and rules (SPEC.md sections 3 "Claim form data", 5 "Claim form"),
 * pure so the machine, the dialog and tests agree on what is valid and what is sent.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { email, limit, notEmpty, phone, splitStreetNumber, streetNumber, type MessageKey } from '../forms/validation';
import { ClaimAssignment } from './claim-assignment';

export { ClaimAssignment };

export const ClaimKind = { Claim: 0, Request: 1 } as const;
export type ClaimKindCode = (typeof ClaimKind)[keyof typeof ClaimKind];


export const DESCRIPTION_MAX = 200;

export interface ClaimType {
  id: number;
  name: string;
  description: string | null;
  assignmentType: number;
  kind: ClaimKindCode;
  /** IstBehaelterInformationImPortalEinsehbar: show what the container lookup found. */
  isContainerInfoVisible: boolean;
}

export interface ClaimFormData {
  kind: ClaimKindCode;
  claimTypeId: number | null;
  description: string;
  givenName: string;
  familyName: string;
  city: string;
  postcode: string;
  street: string;
  streetNumber: string;
  phone: string;
  country: CountryCode;
  mail: string;
  regionId: number | null;
  containerNumber: string;
  containerId: number | null;
}

/** Text fields the dialog edits with one INPUT event. */
export type ClaimTextField = 'description' | 'givenName' | 'familyName' | 'city' | 'postcode' | 'street' | 'streetNumber' | 'phone' | 'mail';

export type ClaimField = ClaimTextField | 'claimTypeId' | 'regionId' | 'containerNumber';

/** What the function's metadata says about optional parts. */
export interface ClaimRules {
  /** anruferTelefon is nullable: an empty phone is fine. */
  phoneNullable: boolean;
  /** The region parameter is nullable. */
  regionNullable: boolean;
  /** Regions exist at all (Gebiete in the metadata). */
  regionsAvailable: boolean;
}

export type ContainerStatus = 'idle' | 'debouncing' | 'looking' | 'found' | 'invalid' | 'failed';
export type RegionsStatus = 'loading' | 'loaded' | 'failed' | 'unavailable';

export function emptyClaimForm(prefill: Partial<ClaimFormData> = {}): ClaimFormData {
  return {
    kind: ClaimKind.Claim, claimTypeId: null, description: '', givenName: '', familyName: '', city: '', postcode: '', street: '',
    streetNumber: '', phone: '', country: 'DE', mail: '', regionId: null, containerNumber: '', containerId: null, ...prefill,
  };
}

/** Claims about a container or an emptying need the container's chip number. */
export function needsContainer(type: ClaimType | null | undefined): boolean {
  return type?.assignmentType === ClaimAssignment.Container || type?.assignmentType === ClaimAssignment.Emptying;
}

export interface ClaimErrorInput {
  form: ClaimFormData;
  claimType: ClaimType | null;
  rules: ClaimRules;
  containerStatus: ContainerStatus;
  regionsStatus: RegionsStatus;
}

const first = (...checks: (MessageKey | null)[]): MessageKey | null => checks.find((c) => c !== null) ?? null;

/** Every field's current problem (absent = fine). */
export function claimErrors({ form, claimType, rules, containerStatus, regionsStatus }: ClaimErrorInput): Partial<Record<ClaimField, MessageKey>> {
  const errors: Partial<Record<ClaimField, MessageKey | null>> = {
    claimTypeId: claimType ? null : 'validation.not-empty',
    description: first(notEmpty(form.description), limit(form.description, DESCRIPTION_MAX)),
    familyName: notEmpty(form.familyName),
    mail: first(notEmpty(form.mail), email(form.mail.trim())),
    postcode: notEmpty(form.postcode),
    city: notEmpty(form.city),
    street: notEmpty(form.street),
    streetNumber: first(notEmpty(form.streetNumber), streetNumber(form.streetNumber)),
    phone: rules.phoneNullable && form.phone.trim() === '' ? null : first(notEmpty(form.phone), phone(form.phone.trim(), form.country)),
  };
  if (rules.regionsAvailable) {
    // An optional region must not block the claim just because its list failed to load.
    errors.regionId =
      rules.regionNullable || form.regionId !== null ? null : regionsStatus === 'failed' ? 'error.claim.region' : 'validation.not-empty';
  }
  if (needsContainer(claimType)) {
    errors.containerNumber =
      form.containerNumber.trim() === ''
        ? 'validation.not-empty'
        : containerStatus === 'invalid' || containerStatus === 'failed' || (containerStatus === 'found' && form.containerId === null)
          ? 'claim.validation.container-number'
          : null;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== null)) as Partial<Record<ClaimField, MessageKey>>;
}

/** Characters used in the description, for the counter under the field. */
export function descriptionCounter(form: ClaimFormData): { used: number; max: number } {
  return { used: [...form.description].length, max: DESCRIPTION_MAX };
}

export interface ClaimSubject {
  /** The order, object or container the claim is about; defaults to the object. */
  id: number;
  assignmentType?: number;
}

/** Parameters of LegeReklamationAngemeldetAn; optional empty values are left out (null). */
export function claimParams(
  form: ClaimFormData,
  claimType: ClaimType,
  subject: ClaimSubject,
  parameterNames: readonly string[] = [],
): Record<string, string | number | null> {
  const trim = (v: string): string | null => (v.trim() === '' ? null : v.trim());
  const parts = splitStreetNumber(form.streetNumber);
  // The reference function has only anruferHausNr; authorities with a separate addition get it split.
  const separate = parameterNames.includes('anruferHausNrZus');
  const houseNumber = parts ? (separate || !parts.addition ? parts.number : `${parts.number} ${parts.addition}`) : trim(form.streetNumber);
  return {
    // Always the subject (the object, or the order a claim is filed from): the server checks it is
    // one of the resident's. A container claim names its container by chip number, never by id.
    id: subject.id,
    reklamationsZuordnungsTyp: subject.assignmentType ?? claimType.assignmentType,
    reklamationsArtenID: claimType.id,
    kurzbeschreibung: trim(form.description),
    anruferVorname: trim(form.givenName),
    anruferName: trim(form.familyName),
    anruferStrasse: trim(form.street),
    anruferHausNr: houseNumber,
    ...(separate ? { anruferHausNrZus: parts?.addition || null } : {}),
    anruferPLZ: trim(form.postcode),
    anruferOrt: trim(form.city),
    anruferTelefon: trim(form.phone),
    eMail: trim(form.mail),
    chipReferenzNr: needsContainer(claimType) ? trim(form.containerNumber) : null,
    gebieteId: form.regionId,
  };
}

/** A ReklamationsArten row as the claim dialog needs it; `assignmentType` from its ReklamationsZuordnung. */
export function toClaimType(
  row: {
    ReklamationsArtenId: number;
    Bezeichnung?: string | null;
    Bemerkung?: string | null;
    ReklamationOderAnfrage?: number | null;
    IstBehaelterInformationImPortalEinsehbar?: boolean | null;
  },
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

/**
 * The claim rules from LegeReklamationAngemeldetAn's parameters (capabilities.functions): a phone
 * or region parameter that is absent or nullable is optional.
 */
export function claimRules(
  fn: { parameters: { name: string; nullable: boolean }[] } | undefined,
  regionsAvailable: boolean,
): ClaimRules {
  const nullable = (name: string) => fn?.parameters.find((p) => p.name === name)?.nullable ?? true;
  return { phoneNullable: nullable('anruferTelefon'), regionNullable: nullable('gebieteId'), regionsAvailable };
}
