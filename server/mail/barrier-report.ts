/**
 * The two mails of a reported accessibility barrier (MeldeBarriere): the reporter's confirmation
 * with the reference number, and the notice to the authority's accessibility contact, which names
 * the page as a link the staff can open and the reporter's address to answer to.
 */
import { composeMail, typedText, TYPED_TEXT_WITHHELD } from './compose';
import { formatInstant } from './confirmations';
import type { OutgoingMail } from './outbox';

export interface BarrierReportMail {
  number: number;
  /** The page as given: a path of the portal or any text the reporter typed. */
  page: string | null;
  /** The page as an absolute link on the portal's public origin, where it is a path of the portal. */
  pageLink: string | null;
  description: string;
  name: string | null;
  eMail: string | null;
  receivedMs: number;
}

/** The reporter's confirmation; `echo` where the address is the reporter's confirmed account address. */
export function barrierReportReceived(to: string, r: BarrierReportMail, echo: boolean): OutgoingMail {
  return composeMail(to, `Ihre Meldung einer Barriere Nr. ${r.number} ist eingegangen`, [
    `vielen Dank, dass Sie uns auf eine Barriere hingewiesen haben. Wir haben Ihre Meldung unter der Nummer ${r.number} erfasst, prüfen sie und antworten Ihnen an diese E-Mail-Adresse.`,
    {
      facts: [
        ['Nummer', String(r.number)],
        ['Seite', typedText(echo, r.pageLink ?? r.page)],
        ['Beschreibung', typedText(echo, r.description)],
        ['Eingegangen am', formatInstant(r.receivedMs)],
      ],
    },
    ...(echo ? [] : [TYPED_TEXT_WITHHELD]),
    'Bitte geben Sie bei Rückfragen die Nummer an.',
  ]);
}

export function barrierReportNotice(to: string, r: BarrierReportMail): OutgoingMail {
  return composeMail(to, `Neue Meldung einer Barriere Nr. ${r.number}`, [
    'über das Bürgerportal wurde eine Barriere gemeldet.',
    {
      facts: [
        ['Nummer', String(r.number)],
        ['Seite', r.pageLink ?? r.page],
        ['Beschreibung', r.description],
        ['Name', r.name],
        ['E-Mail-Adresse', r.eMail ?? 'keine angegeben (keine Antwort möglich)'],
        ['Eingegangen am', formatInstant(r.receivedMs)],
      ],
    },
  ]);
}
