/**
 * The reference backend's TEST payment provider (/testzahlung/{txid}): stands in for the
 * authority's real provider in the demo and in tests, clearly marked as such. No money moves; it
 * only signs the return exactly as a real provider must (README "Payment provider interface").
 * Plain HTML and a form post: works without script and under the site's CSP.
 */
import { Hono, type Context } from 'hono';
import { REFUND_WORKING_DAYS } from '../../codegen/runtime/refund';
import type { Db } from '../db';
import { signReturn } from './hmac';
import { findPayment, stillPayable, type PaymentRow } from './index';
import { safeReturnUrl } from './return-url';
import { paymentSettings } from './settings';
import type { ProviderStatus } from './types';

export const TEST_PAYMENT_METHOD = 'testzahlung';
const ACTIONS: Record<string, ProviderStatus> = { bezahlen: 'success', abbrechen: 'cancel', fehlschlag: 'failure' };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const euro = (cents: number): string => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; color: #1a1a1a; background: #f4f4f4; line-height: 1.5; }
  main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
  .test { background: #ffd500; color: #1a1a1a; border: 3px dashed #1a1a1a; padding: .75rem 1rem; font-size: 1.1rem; }
  section { background: #fff; border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin-top: 1rem; }
  dl { margin: 0; } dt { font-weight: 600; } dd { margin: 0 0 .75rem; overflow-wrap: anywhere; }
  form { display: grid; gap: .75rem; margin-top: 1rem; }
  button, a.button { font: inherit; font-weight: 600; padding: .75rem 1rem; border-radius: 6px; border: 2px solid #1a1a1a; background: #fff; color: #1a1a1a; cursor: pointer; text-align: center; text-decoration: none; }
  button.pay { background: #ffd500; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="test" role="note"><strong>Testzahlung – kein echtes Geld.</strong> Diese Seite ersetzt in der Demo den Zahlungsanbieter der Behörde. Es wird nichts abgebucht.</p>
${body}
</main></body></html>`;
}

function html(c: Context, text: string, status: 200 | 404 = 200): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(text, status);
}

const notFoundPage = (c: Context): Response =>
  html(c, page('Zahlung nicht gefunden', '<h1>Zahlung nicht gefunden</h1><section><p>Zu diesem Link gibt es keine Zahlung. Bitte starten Sie die Zahlung im Bürgerportal erneut.</p></section>'), 404);

/** Why a payment that is no longer open cannot be paid here, where there is more to say than "abgeschlossen". */
const CLOSED_TEXT: Partial<Record<PaymentRow['status'], string>> = {
  replaced: 'Diese Zahlung wurde durch eine neuere ersetzt. Bitte starten Sie die Zahlung im Bürgerportal erneut.',
  refund: `Diese Zahlung ist abgeschlossen. Der Betrag wird Ihnen innerhalb von ${REFUND_WORKING_DAYS} Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben.`,
};

function paymentPage(db: Db, payment: PaymentRow): string {
  const details = `<dl>
<dt>Verwendungszweck</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Betrag</dt><dd>${escapeHtml(euro(payment.amountCents))}</dd>
<dt>Transaktion</dt><dd>${escapeHtml(payment.transactionId)}</dd></dl>`;
  if (payment.status !== 'open') {
    // The whole absolute address, checked again: a path alone starting with `//` names another host.
    const back = safeReturnUrl(payment.returnUrl);
    return page(
      'Zahlung abgeschlossen – Testzahlung',
      `<h1>Zahlung bereits abgeschlossen</h1><section>${details}<p>${CLOSED_TEXT[payment.status] ?? 'Diese Zahlung ist bereits abgeschlossen.'}</p><a class="button" href="${escapeHtml(back)}">Zurück zum Bürgerportal</a></section>`,
    );
  }
  if (!stillPayable(db, payment)) {
    // A real provider may not know; this page does, and does not take money for nothing. Cancelling
    // brings the resident back to the portal, which then shows the payment as not made.
    return page(
      'Zahlung nicht mehr möglich – Testzahlung',
      `<h1>Zahlung nicht mehr möglich</h1><section>${details}<p>Dieser Betrag kann nicht mehr bezahlt werden: Der Auftrag wurde inzwischen storniert oder der Betrag ist bereits bezahlt. Es wird nichts abgebucht.</p>
<form method="post" action="/testzahlung/${escapeHtml(payment.transactionId)}">
<button type="submit" name="aktion" value="abbrechen">Zahlung abbrechen und zurück zum Bürgerportal</button>
</form></section>`,
    );
  }
  return page(
    'Testzahlung – kein echtes Geld',
    `<h1>Testzahlung</h1><section>${details}
<form method="post" action="/testzahlung/${escapeHtml(payment.transactionId)}">
<button class="pay" type="submit" name="aktion" value="bezahlen">Bezahlen</button>
<button type="submit" name="aktion" value="abbrechen">Abbrechen</button>
<button type="submit" name="aktion" value="fehlschlag">Fehlschlag</button>
</form></section>`,
  );
}

/** The return URL with the signed parameters a provider appends (txid, status, payment_method, hash). */
export function signedReturnUrl(db: Db, payment: Pick<PaymentRow, 'transactionId' | 'returnUrl'>, status: ProviderStatus, method = TEST_PAYMENT_METHOD): string {
  const url = new URL(safeReturnUrl(payment.returnUrl));
  url.searchParams.set('txid', payment.transactionId);
  url.searchParams.set('status', status);
  url.searchParams.set('payment_method', method);
  url.searchParams.set('hash', signReturn(paymentSettings(db).secret, payment.transactionId, status, method));
  return url.href;
}

export function testProviderRoutes(db: Db): Hono {
  const routes = new Hono();
  const lookup = (txid: string): PaymentRow | undefined => (/^[0-9a-f]{32}$/.test(txid) ? findPayment(db, txid) : undefined);
  routes.get('/:txid', (c) => {
    const payment = lookup(c.req.param('txid'));
    return payment ? html(c, paymentPage(db, payment)) : notFoundPage(c);
  });
  routes.post('/:txid', async (c) => {
    const payment = lookup(c.req.param('txid'));
    if (!payment) return notFoundPage(c);
    const form = await c.req.parseBody();
    const status = ACTIONS[String(form.aktion ?? '')];
    // Only a cancel is taken for an item that can no longer be paid (the page offers nothing else).
    if (!status || payment.status !== 'open' || (status !== 'cancel' && !stillPayable(db, payment))) return html(c, paymentPage(db, payment));
    c.header('Cache-Control', 'no-store');
    return c.redirect(signedReturnUrl(db, payment, status), 303);
  });
  return routes;
}
