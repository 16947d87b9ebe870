/**
 * The pages the links in e-mail reminders open, without a login and in German:
 *   GET  /api/erinnerungen/bestaetigen?token=…   activates a pending reminder (double opt-in)
 *   GET  /api/erinnerungen/abmelden?id=…&token=… asks whether to end the reminder (one button)
 *   POST /api/erinnerungen/abmelden?id=…&token=… ends it: the button, or a mail client's one-click
 *                                                 unsubscribe (RFC 8058, body List-Unsubscribe=One-Click)
 * A plain GET does not unsubscribe: mail filters open links to check them, and that must not end
 * anyone's reminder. Plain HTML with a form: works without script and under the site's CSP.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { escapeHtml } from './html';
import { confirmEmailReminder, createEmailReminderTables, describeReminder, forgetEmailReminder, reminderOfUnsubscribe, UNSUBSCRIBE_PATH } from './email-reminders';
import type { Db } from '../db';

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; color: #1a1a1a; background: #f4f4f4; line-height: 1.5; }
  main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
  section { background: #fff; border: 1px solid #ccc; border-radius: 8px; padding: 1rem; }
  button, a { font: inherit; }
  button { font-weight: 600; padding: .75rem 1rem; border-radius: 6px; border: 2px solid #1a1a1a; background: #fff; color: #1a1a1a; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;

function page(c: Context, title: string, body: string, status: 200 | 404 = 200): Response {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(
    `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><section>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/calendar">Zum Abfuhrkalender</a></p>
</section></main></body></html>`,
    status,
  );
}

function settings(db: Db, r: Parameters<typeof describeReminder>[1]): string {
  const { address, wasteTypes, lead } = describeReminder(db, r);
  return `<dl><dt>Adresse</dt><dd>${escapeHtml(address)}</dd><dt>Abfallarten</dt><dd>${escapeHtml(wasteTypes)}</dd><dt>Erinnerung</dt><dd>${escapeHtml(lead)}</dd></dl>`;
}

export function emailReminderPages(db: Db): Hono<AppEnv> {
  createEmailReminderTables(db);
  const routes = new Hono<AppEnv>();

  routes.get('/erinnerungen/bestaetigen', (c) => {
    const { clock } = c.get('deps');
    const reminder = confirmEmailReminder(db, c.req.query('token') ?? '', clock());
    if (!reminder) {
      return page(
        c,
        'Link ungültig oder abgelaufen',
        '<p>Dieser Bestätigungslink ist ungültig, wurde bereits verwendet oder ist abgelaufen. Bitte richten Sie die Erinnerung im Abfuhrkalender erneut ein.</p>',
        404,
      );
    }
    return page(
      c,
      'Ihre Erinnerung ist eingerichtet',
      `<p>Vielen Dank für Ihre Bestätigung. Sie erhalten ab jetzt vor jeder Abfuhr eine E-Mail an ${escapeHtml(reminder.email)}.</p>${settings(db, reminder)}<p>Jede Erinnerung enthält einen Link, mit dem Sie sie wieder abbestellen.</p>`,
    );
  });

  const unknown = (c: Context) =>
    page(c, 'Erinnerung nicht gefunden', '<p>Zu diesem Link gibt es keine Erinnerung (mehr). Sie ist bereits abbestellt oder wurde nie bestätigt.</p>', 404);

  routes.get('/erinnerungen/abmelden', (c) => {
    const id = Number(c.req.query('id'));
    const token = c.req.query('token') ?? '';
    const reminder = Number.isInteger(id) ? reminderOfUnsubscribe(db, id, token) : null;
    if (!reminder) return unknown(c);
    const action = `${UNSUBSCRIBE_PATH}?id=${id}&token=${encodeURIComponent(token)}`;
    return page(
      c,
      'Erinnerung abbestellen',
      `<p>Möchten Sie die Erinnerungen an ${escapeHtml(reminder.email)} für diese Adresse abbestellen?</p>${settings(db, reminder)}
<form method="post" action="${escapeHtml(action)}"><button type="submit" name="List-Unsubscribe" value="One-Click">Erinnerung abbestellen</button></form>`,
    );
  });

  routes.post('/erinnerungen/abmelden', (c) => {
    const id = Number(c.req.query('id'));
    const reminder = Number.isInteger(id) ? reminderOfUnsubscribe(db, id, c.req.query('token') ?? '') : null;
    if (!reminder) return unknown(c);
    forgetEmailReminder(db, reminder.id);
    return page(c, 'Erinnerung abbestellt', `<p>Sie erhalten keine Erinnerungen an Abfuhrtermine mehr an ${escapeHtml(reminder.email)} für diese Adresse.</p>`);
  });
  return routes;
}
