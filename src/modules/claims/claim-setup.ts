/**
 * What the claim dialog needs before its machine can start besides its generated form: the claim
 * types (ReklamationsArten with their assignment type from ReklamationsZuordnungen).
 */
import { queryOptions } from '@tanstack/react-query';
import { gate } from '../../api/gate';
import type { PortalClient } from '../../api/portal-client';
import { ClaimAssignment, toClaimType, type ClaimKindCode, type ClaimType } from './claim.form';

export const CLAIM_FUNCTION = 'LegeReklamationAngemeldetAn';
/** A visitor's claim by address, where the authority offers it (no login). */
export const VISITOR_CLAIM_FUNCTION = 'LegeReklamationAn';

type ClaimTypeClient = Pick<PortalClient, 'ReklamationsZuordnungen' | 'ReklamationsArten'>;

/** Assignments a claim about an object can carry: the object itself, its container or an emptying. */
const OBJECT_ASSIGNMENTS: readonly number[] = [ClaimAssignment.Object, ClaimAssignment.Container, ClaimAssignment.Emptying];

/** Assignments a visitor's claim can carry: an address, a street, a place, or none in particular. */
const VISITOR_ASSIGNMENTS: readonly number[] = [ClaimAssignment.Address, ClaimAssignment.Street, ClaimAssignment.Location, ClaimAssignment.None];

/**
 * Every claim type with every assignment it may be filed for (one entry per ReklamationsZuordnung),
 * sorted by name (stable: among one type's assignments the authority's order stays).
 */
async function loadAssignedClaimTypes(signal?: AbortSignal): Promise<ClaimType[]> {
  const client = gate().view<ClaimTypeClient>();
  const types: ClaimType[] = [];
  if (client.ReklamationsZuordnungen) {
    const rows = await client.ReklamationsZuordnungen.list({ $expand: ['ReklamationsArt'], signal });
    for (const row of rows) {
      if (row.ReklamationsArt) types.push(toClaimType(row.ReklamationsArt, row.ReklamationsZuordnungsTyp ?? ClaimAssignment.None));
    }
  } else if (client.ReklamationsArten) {
    // Without assignments every type is about the object.
    for (const row of await client.ReklamationsArten.list({ signal })) types.push(toClaimType(row, ClaimAssignment.Object));
  }
  return types.sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/**
 * The claim types for a subject: with an assignment of its own (a bulky-waste order) the types
 * assigned to exactly that; for an object the types about the object, its containers or
 * emptyings, each type once (its first assignment wins).
 */
export function claimTypesFor(types: readonly ClaimType[], assignmentType?: number, among: readonly number[] = OBJECT_ASSIGNMENTS): ClaimType[] {
  if (assignmentType !== undefined) return types.filter((t) => t.assignmentType === assignmentType);
  const seen = new Set<number>();
  return types.filter((t) => {
    if (!among.includes(t.assignmentType) || seen.has(t.id)) return false;
    seen.add(t.id);
    return true;
  });
}

/** Claim types of both kinds for an object (no argument) or for one assignment type. */
async function loadClaimTypes(assignmentType?: number, signal?: AbortSignal): Promise<ClaimType[]> {
  return claimTypesFor(await loadAssignedClaimTypes(signal), assignmentType);
}

export function claimTypesQueryOptions(assignmentType?: number) {
  return queryOptions<ClaimType[]>({
    queryKey: ['claim-types', assignmentType ?? 'object'] as const,
    queryFn: ({ signal }) => loadClaimTypes(assignmentType, signal),
    staleTime: 30 * 60_000,
  });
}

/** The claim types a visitor may report by address, each type once. */
export function visitorClaimTypesQueryOptions() {
  return queryOptions<ClaimType[]>({
    queryKey: ['claim-types', 'visitor'] as const,
    queryFn: async ({ signal }) => claimTypesFor(await loadAssignedClaimTypes(signal), undefined, VISITOR_ASSIGNMENTS),
    staleTime: 30 * 60_000,
  });
}

export const claimTypesOfKind = (types: readonly ClaimType[], kind: ClaimKindCode): ClaimType[] => types.filter((t) => t.kind === kind);
