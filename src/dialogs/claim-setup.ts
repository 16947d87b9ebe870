/**
 * What the claim dialog needs before its machine can start: the claim types (ReklamationsArten with
 * their assignment type from ReklamationsZuordnungen, SPEC section 7) and the rules the
 * LegeReklamationAngemeldetAn parameters imply (nullable phone / region, accepted file types).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Capabilities } from '../api/capabilities';
import { api } from '../api/client';
import type { PortalSet } from '../api/portal-client';
import { ClaimAssignment, type ClaimKindCode, type ClaimRules, type ClaimType } from '../flows/claim.form';

export const CLAIM_FUNCTION = 'LegeReklamationAngemeldetAn';

/** Wire shapes beyond the stable contract types (the generated client has them). */
interface ClaimTypeRow {
  ReklamationsArtenId: number;
  Bezeichnung?: string | null;
  Bemerkung?: string | null;
  IstBehaelterInformationImPortalEinsehbar?: boolean | null;
  ReklamationOderAnfrage?: number | null;
}
interface AssignmentRow {
  ReklamationsZuordnungsTyp?: number | null;
  ReklamationsArt?: ClaimTypeRow | null;
}
type ClaimTypeClient = { ReklamationsZuordnungen?: PortalSet<AssignmentRow>; ReklamationsArten?: PortalSet<ClaimTypeRow> };

/** Assignments a claim about an object can carry: the object itself, its container or an emptying. */
export const OBJECT_ASSIGNMENTS: readonly number[] = [ClaimAssignment.Object, ClaimAssignment.Container, ClaimAssignment.Emptying];

function toClaimType(row: ClaimTypeRow, assignmentType: number): ClaimType {
  return {
    id: row.ReklamationsArtenId,
    name: row.Bezeichnung?.trim() ?? '',
    description: row.Bemerkung?.trim() || null,
    assignmentType,
    kind: row.ReklamationOderAnfrage === 1 ? 1 : 0,
    isContainerInfoVisible: row.IstBehaelterInformationImPortalEinsehbar ?? false,
  };
}

/** Claim types offered on an object, both kinds, sorted by name; the first assignment of a type wins. */
export async function loadClaimTypes(signal?: AbortSignal): Promise<ClaimType[]> {
  const client = api as typeof api & ClaimTypeClient;
  const byId = new Map<number, ClaimType>();
  if (client.ReklamationsZuordnungen) {
    const rows = await client.ReklamationsZuordnungen.list({ $expand: ['ReklamationsArt'], signal });
    for (const row of rows) {
      const assignment = row.ReklamationsZuordnungsTyp ?? ClaimAssignment.None;
      if (!row.ReklamationsArt || !OBJECT_ASSIGNMENTS.includes(assignment) || byId.has(row.ReklamationsArt.ReklamationsArtenId)) continue;
      byId.set(row.ReklamationsArt.ReklamationsArtenId, toClaimType(row.ReklamationsArt, assignment));
    }
  } else if (client.ReklamationsArten) {
    // Without assignments every type is about the object.
    for (const row of await client.ReklamationsArten.list({ signal })) byId.set(row.ReklamationsArtenId, toClaimType(row, ClaimAssignment.Object));
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export function claimTypesQueryOptions() {
  return queryOptions<ClaimType[]>({
    queryKey: ['claim-types'] as const,
    queryFn: ({ signal }) => loadClaimTypes(signal),
    staleTime: 30 * 60_000,
  });
}

export const claimTypesOfKind = (types: readonly ClaimType[], kind: ClaimKindCode): ClaimType[] => types.filter((t) => t.kind === kind);

export interface ClaimSetup {
  rules: ClaimRules;
  expect: string[];
  parameterNames: string[];
}

/** Reads the function's parameters: a missing parameter counts as nullable (nothing to send). */
export function claimSetup(capabilities: Capabilities | null): ClaimSetup {
  const fn = capabilities?.functions[CLAIM_FUNCTION];
  const param = (name: string) => fn?.parameters.find((p) => p.name === name);
  const region = param('gebieteId');
  return {
    rules: {
      phoneNullable: param('anruferTelefon')?.nullable ?? true,
      regionNullable: region?.nullable ?? true,
      regionsAvailable: Boolean(capabilities?.features.regions && region),
    },
    expect: fn?.expect ?? [],
    parameterNames: fn?.parameters.map((p) => p.name) ?? [],
  };
}

/** `pdf,image/heic` -> `.pdf,image/heic` for the file picker's accept attribute. */
export const acceptAttribute = (expect: readonly string[]): string | undefined =>
  expect.length === 0 ? undefined : expect.map((e) => (e.includes('/') || e.startsWith('.') ? e : `.${e}`)).join(',');
