/**
 * MeldeBarriere: anyone, logged in or not, reports a barrier on a page of the portal (the feedback
 * mechanism public bodies must offer). The report is stored with its number, the reporter gets a
 * confirmation where an e-mail address was given, and the authority's accessibility contact a
 * notice. Limited per client address like the visitors' claims; a refused entry costs no attempt.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { BARRIER_REPORT_LIMIT, consumeRate } from '../../auth/rate-limit';
import { unprocessable } from '../../errors';
import { barrierReportNotice, barrierReportReceived, type BarrierReportMail } from '../../mail/barrier-report';
import { deliverMail } from '../../mail/deliver';
import { sendMail } from '../../mail/outbox';
import { str, unmappedParams } from './params';
import { valueResult, type FunctionHandler } from './types';

/** Parameters with a column of their own; any other the metadata declares is kept in `payload`. */
const COLUMNS: ReadonlySet<string> = new Set(['seite', 'beschreibung', 'name', 'eMail']);

// Control characters other than line breaks and tabs have no place in a description; none at all in
// the one-line fields (they would break the mail's facts and the staff's view).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- see above
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;

const text = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** A path of the portal (`/calendar?x=1`), never `//host` (another site) or a scheme. */
const isPortalPath = (page: string): boolean => /^\/(?![/\\])/.test(page);

export const MeldeBarriere: FunctionHandler = {
  auth: 'public',
  // A stale token left in the browser must not keep anyone from reporting a barrier.
  ignoresToken: true,
  idempotent: true,
  run(ctx) {
    const description = text(str(ctx.params, 'beschreibung'));
    if (description === null) throw unprocessable('beschreibung', 'Bitte beschreiben Sie die Barriere.');
    if (CONTROL.test(description)) throw unprocessable('beschreibung', 'Die Beschreibung enthält unzulässige Steuerzeichen.');
    const page = text(str(ctx.params, 'seite'));
    if (page !== null && LINE_CONTROL.test(page)) throw unprocessable('seite', 'Die Angabe der Seite darf keine Zeilenumbrüche oder Steuerzeichen enthalten.');
    const name = text(str(ctx.params, 'name'));
    if (name !== null && LINE_CONTROL.test(name)) throw unprocessable('name', 'Der Name darf keine Zeilenumbrüche oder Steuerzeichen enthalten.');
    const eMail = text(str(ctx.params, 'eMail'));
    if (eMail !== null && !isValidEmail(eMail)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    // Counted only for reports that are stored: a typo in the form costs no attempt.
    consumeRate(ctx.db, BARRIER_REPORT_LIMIT, ctx.client, ctx.now);
    const extra = unmappedParams(ctx.fn, ctx.params, COLUMNS);
    const { lastInsertRowid } = ctx.db
      .prepare(`INSERT INTO srv_barrier_reports (page, description, name, email, payload, created_ms) VALUES (?, ?, ?, ?, ?, ?)`)
      .run(page, description, name, eMail, JSON.stringify(extra), ctx.now);
    const number = Number(lastInsertRowid);
    const mail: BarrierReportMail = {
      number,
      page,
      pageLink: page !== null && isPortalPath(page) ? `${ctx.config.publicUrl}${page}` : null,
      description,
      name,
      eMail,
      receivedMs: ctx.now,
    };
    // Reported without a session (ignoresToken), so the typed address is never known to be the reporter's: nothing typed is repeated.
    if (eMail !== null) deliverMail(ctx, barrierReportReceived(eMail, mail, false));
    // The authority's own inbox, fixed by configuration: no relay to strangers, and no report may go unseen.
    if (ctx.config.accessibilityEmail) sendMail(ctx.config.outboxDir, ctx.now, barrierReportNotice(ctx.config.accessibilityEmail, mail));
    return valueResult(ctx, number);
  },
};
