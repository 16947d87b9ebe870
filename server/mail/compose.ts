/**
 * A message written once and rendered twice: as plain text and as HTML. The blocks are paragraphs,
 * a list of facts (label and value) and links; every value is escaped in the HTML part, so a
 * resident's text (a description, a name) is shown as text in any mail client.
 */
import { escapeHtml } from './html';
import type { OutgoingMail } from './outbox';

export type MailBlock = string | { facts: ReadonlyArray<readonly [label: string, value: string | null | undefined]> } | { link: string; label: string };

const GREETING = 'Guten Tag,';

/**
 * Said instead of what the sender typed, in a confirmation to an address nobody has confirmed:
 * anyone can type anyone's address into a form, and the portal must not carry their text and links
 * to it.
 */
export const TYPED_TEXT_WITHHELD =
  'Ihre Angaben sind vollständig bei uns eingegangen. Ihren Text wiederholen wir in dieser E-Mail nicht, weil wir nicht wissen, ob diese E-Mail-Adresse Ihnen gehört.';

/** Text the sender typed, for a fact of a confirmation: only where the recipient's address is confirmed. */
export const typedText = (echo: boolean, value: string | null | undefined): string | null | undefined => (echo ? value : null);
const CLOSING = ['Mit freundlichen Grüßen', 'Ihr Bürgerportal'];

const presentFacts = (facts: ReadonlyArray<readonly [string, string | null | undefined]>): [string, string][] =>
  facts.filter((f): f is [string, string] => typeof f[1] === 'string' && f[1].trim() !== '').map(([k, v]) => [k, v]);

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('facts' in block) return presentFacts(block.facts).map(([label, value]) => `${label}: ${value.replace(/\s*\n\s*/g, ' ')}`).join('\n');
  // The link alone on its line: mail clients make it clickable, and it can be copied whole.
  return `${block.label}:\n${block.link}`;
}

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block).replace(/\n/g, '<br>\n')}</p>`;
  if ('facts' in block) {
    const rows = presentFacts(block.facts).map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}:</th><td>${escapeHtml(value)}</td></tr>`);
    return `<table cellpadding="4" cellspacing="0">\n${rows.join('\n')}\n</table>`;
  }
  return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`;
}

interface MailOptions {
  headers?: Record<string, string>;
  /**
   * Whom the greeting names ("Guten Tag Greta Lindner,"): only a name the recipient gave with an
   * address that is confirmed as theirs (see TYPED_TEXT_WITHHELD); without it "Guten Tag,".
   */
  name?: string | null;
}

/** "Guten Tag," or "Guten Tag <name>," with the name on one line. */
const greetingOf = (name: string | null | undefined): string => {
  const oneLine = name?.replace(/\s+/g, ' ').trim();
  return oneLine ? `Guten Tag ${oneLine},` : GREETING;
};

/** A German message with greeting and closing, as plain text and HTML. */
export function composeMail(to: string, subject: string, blocks: readonly MailBlock[], options: MailOptions = {}): OutgoingMail {
  const { headers } = options;
  const greeting = greetingOf(options.name);
  const text = [greeting, ...blocks.map(blockText), CLOSING.join('\n')].join('\n\n');
  const body = [`<p>${escapeHtml(greeting)}</p>`, ...blocks.map(blockHtml), `<p>${CLOSING.map(escapeHtml).join('<br>\n')}</p>`].join('\n');
  const html = `<!doctype html>\n<html lang="de">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n${body}\n</body>\n</html>`;
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}
