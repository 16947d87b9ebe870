/**
 * The HTML part of a message. Every value is escaped here, wherever it came from: names, texts and
 * addresses a resident typed end up in these messages, and a mail client renders HTML.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const LINK_LINE = /^https?:\/\/\S+$/;

/** Plain text as HTML: paragraphs at blank lines, a link alone on its line as a link. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const lines = paragraph.split('\n').map((line) => (LINK_LINE.test(line.trim()) ? `<a href="${escapeHtml(line.trim())}">${escapeHtml(line.trim())}</a>` : escapeHtml(line)));
      return `<p>${lines.join('<br>\n')}</p>`;
    })
    .join('\n');
}
