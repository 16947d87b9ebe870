/**
 * What both claim functions check and store alike: LegeReklamationAngemeldetAn (a resident's claim
 * about one of their objects) and LegeReklamationAn (a visitor's claim by address).
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { unprocessable } from '../../errors';
import { accountEmail, claimReceived, isAccountAddress } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { insertInto, nextKey } from '../../sql';
import { toWireMs } from '../../time';
import { checkUploads } from '../../uploads';
import { int, reqInt, reqStr, str, unmappedParams } from './params';
import type { FunctionContext } from './types';

/** Parameters stored in the claim row itself; every other declared one goes to srv_claim_details. */
const CLAIM_COLUMNS: ReadonlySet<string> = new Set(['id', 'reklamationsZuordnungsTyp', 'reklamationsArtenID', 'kurzbeschreibung']);

export interface CheckedClaim {
  typ: number;
  artId: number;
  artName: string;
  description: string;
  /** '' when none was given (the visitor's function requires one). */
  eMail: string;
  files: ReturnType<typeof checkUploads>;
}

/** The claim type, description, region, e-mail and uploads as the server accepts them. */
export function checkClaim(ctx: FunctionContext): CheckedClaim {
  const typ = reqInt(ctx.params, 'reklamationsZuordnungsTyp');
  if (typ < 0 || typ > 11) throw unprocessable('zuordnungstyp', 'Die Zuordnung des Anliegens ist ungültig.');
  const artId = reqInt(ctx.params, 'reklamationsArtenID');
  const art = ctx.db.prepare(`SELECT "Bezeichnung" AS name FROM "ReklamationsArten" WHERE "ReklamationsArtenId" = ?`).get(artId) as
    | { name: string }
    | undefined;
  if (!art) throw unprocessable('reklamationsart', 'Diese Art des Anliegens gibt es nicht.');
  const description = reqStr(ctx.params, 'kurzbeschreibung').trim();
  if (description.length > 200) throw unprocessable('kurzbeschreibung', 'Die Beschreibung darf höchstens 200 Zeichen lang sein.');
  const gebietId = int(ctx.params, 'gebieteId');
  if (gebietId !== null && !ctx.db.prepare(`SELECT 1 FROM "Gebiete" WHERE "GebieteId" = ?`).get(gebietId)) {
    throw unprocessable('gebiet', 'Dieses Gebiet gibt es nicht.');
  }
  const eMail = str(ctx.params, 'eMail')?.trim() ?? '';
  if (eMail !== '' && !isValidEmail(eMail)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
  const files = checkUploads(ctx.body, ctx.fn.portal.expect);
  return { typ, artId, artName: art.name, description, eMail, files };
}

/** Stores the claim (on the object, or on none for a visitor), its details and uploads; returns its id. */
export function storeClaim(ctx: FunctionContext, claim: CheckedClaim, objectId: number | null): number {
  return ctx.db.transaction(() => {
    const claimId = nextKey(ctx.db, 'Reklamationen', 'ReklamationenId');
    insertInto(ctx.db, 'Reklamationen', {
      ReklamationenId: claimId,
      ErfasstAmDatum: toWireMs(ctx.now),
      ReklamationsName: claim.artName,
      Kurzbeschreibung: claim.description,
      ReklamationsZuordnungsTyp: claim.typ,
      Status: 1,
      ReklamationsArt__fk: claim.artId,
      Objekt__fk: objectId,
    });
    // Every declared parameter without a column of its own is kept (a real authority stores what its
    // metadata declares); the e-mail as checked.
    const details = { ...unmappedParams(ctx.fn, ctx.params, CLAIM_COLUMNS), eMail: claim.eMail === '' ? null : claim.eMail };
    ctx.db.prepare(`INSERT INTO srv_claim_details (reklamationen_id, payload, created_ms) VALUES (?, ?, ?)`).run(claimId, JSON.stringify(details), ctx.now);
    const insertUpload = ctx.db.prepare(
      `INSERT INTO srv_uploads (entity_set, entity_id, name, mime_type, size, content, created_ms) VALUES ('Reklamationen', ?, ?, ?, ?, ?, ?)`,
    );
    for (const f of claim.files) insertUpload.run(claimId, f.name, f.mimeType, f.content.length, f.content, ctx.now);
    return claimId;
  })();
}

/** 1 when the claim's type is a request (Anfrage); an authority's metadata may lack the column. */
function claimKind(ctx: FunctionContext, artId: number): number {
  try {
    const row = ctx.db.prepare(`SELECT "ReklamationOderAnfrage" AS kind FROM "ReklamationsArten" WHERE "ReklamationsArtenId" = ?`).get(artId) as { kind: number | null } | undefined;
    return row?.kind ?? 0;
  } catch {
    return 0;
  }
}

const LITRES = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/**
 * The bin a claim names (`chipReferenzNr`): on a resident's claim, one of the object's bins as the
 * claim form lists it, "Restmüll 120 l · DE-MIT-000123"; otherwise the number as typed (not known).
 */
function claimContainer(ctx: FunctionContext, objectId: number | null): { text: string; known: boolean } | null {
  const chip = str(ctx.params, 'chipReferenzNr')?.trim() ?? '';
  if (chip === '') return null;
  if (objectId === null) return { text: chip, known: false };
  let bin: { wasteType: string | null; litres: string | number | null; chip: string } | undefined;
  try {
    bin = ctx.db
      .prepare(
        `SELECT a."Name" AS wasteType, v."VolumenWert" AS litres, TRIM(g."ChipReferenzNr") AS chip FROM "Gefaesse" g
           LEFT JOIN "Abfallarten" a ON a."AbfallartenId" = g."Abfallart__fk" LEFT JOIN "Volumen" v ON v."VolumenId" = g."Volumen__fk"
          WHERE g."Objekt__fk" = ? AND UPPER(TRIM(g."ChipReferenzNr")) = UPPER(?)`,
      )
      .get(objectId, chip) as typeof bin;
  } catch {
    // Another authority's metadata may lack the bins or their columns: the number as typed.
    bin = undefined;
  }
  if (!bin) return { text: chip, known: false };
  const volume = bin.litres === null || !Number.isFinite(Number(bin.litres)) ? '' : `${LITRES.format(Number(bin.litres))} l`;
  const what = [bin.wasteType ?? '', volume].filter(Boolean).join(' ');
  return { text: what ? `${what} · ${bin.chip}` : bin.chip, known: true };
}

/**
 * The confirmation of a stored claim, to the address given in the form, else to the account's
 * address (a resident's claim); nobody to write to, no mail. It names the bin and the files sent
 * with the claim.
 */
export function confirmClaim(ctx: FunctionContext, claim: CheckedClaim, claimId: number, about: { objectId: number | null; sender?: { name: string; address: string } }): void {
  const to = claim.eMail || (ctx.session ? accountEmail(ctx.db, ctx.session.addressId) : null);
  if (!to) return;
  deliverMail(
    ctx,
    claimReceived(to, {
      kind: claimKind(ctx, claim.artId),
      number: claimId,
      type: claim.artName,
      description: claim.description,
      receivedMs: ctx.now,
      attachments: claim.files.map((f) => f.name),
      container: claimContainer(ctx, about.objectId),
      echo: isAccountAddress(ctx.db, ctx.session, to),
      ...(about.sender ? { sender: about.sender } : {}),
    }),
  );
}
