/**
 * A strict RFC 5545 reader for tests, as picky as the strictest calendar clients: it throws on the
 * first thing a client could trip over instead of guessing.
 *
 * - every line ends with CRLF (the last one too), no bare CR or LF anywhere;
 * - no line is longer than 75 octets, continuation lines start with one space or tab, and folding
 *   never splits a UTF-8 sequence;
 * - every unfolded line is `NAME *(;PARAM) : VALUE`, BEGIN/END nest properly;
 * - TEXT values hold no control character but HTAB, escape `\ ; ,` and line breaks, and use no
 *   other escape; their values are returned unescaped.
 */
export interface IcsProperty {
  name: string;
  params: string;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
  /** The one value of a property; throws when it is missing or repeated. */
  one(name: string): string;
}

/** Properties of TEXT type whose value is unescaped (CATEGORIES is a list of TEXT). */
const TEXT = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'COMMENT', 'NAME', 'X-WR-CALNAME', 'X-WR-CALDESC', 'UID', 'PRODID']);
const LIST_TEXT = new Set(['CATEGORIES']);

function fail(message: string): never {
  throw new Error(`RFC 5545: ${message}`);
}

function unescapeText(raw: string, where: string, list: boolean): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (ch === '\\') {
      const next = raw[i + 1];
      if (next === 'n' || next === 'N') out += '\n';
      else if (next === '\\' || next === ';' || next === ',') out += next;
      else fail(`${where}: invalid escape "\\${next ?? ''}"`);
      i++;
    } else if (ch === ';' || (ch === ',' && !list)) {
      fail(`${where}: unescaped "${ch}" in a TEXT value`);
    } else {
      out += ch;
    }
  }
  return out;
}

function component(name: string): IcsComponent {
  const c: IcsComponent = {
    name,
    properties: [],
    components: [],
    one(prop) {
      const found = c.properties.filter((p) => p.name === prop);
      if (found.length !== 1) fail(`${name} has ${found.length} ${prop} properties, expected exactly one`);
      return found[0]!.value;
    },
  };
  return c;
}

/** The VCALENDAR of `text`, or an error naming the first violation. */
export function parseStrictIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) fail(`the last line does not end with CRLF: ${JSON.stringify(text.slice(-20))}`);
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) fail('a bare CR or LF');
  if (text.includes('\uFFFD')) fail('invalid UTF-8 (a fold split a character?)');
  const physical = text.slice(0, -2).split('\r\n');
  const logical: string[] = [];
  physical.forEach((line, i) => {
    if (Buffer.byteLength(line, 'utf8') > 75) fail(`line ${i + 1} has ${Buffer.byteLength(line, 'utf8')} octets (max 75): ${line}`);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) fail('the first line is a continuation');
      logical[logical.length - 1] += line.slice(1);
    } else {
      if (line === '') fail(`line ${i + 1} is empty`);
      logical.push(line);
    }
  });
  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const line of logical) {
    // eslint-disable-next-line no-control-regex -- parameter values may hold no CONTROL character
    const m = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"\x00-\x1f]*"|[^";:,\x00-\x1f]*)(?:,(?:"[^"]*"|[^";:,\x00-\x1f]*))*)*):(.*)$/s.exec(line);
    if (!m) fail(`not a content line: ${JSON.stringify(line)}`);
    const name = m[1]!.toUpperCase();
    const params = m[2]!;
    const raw = m[3]!;
    // eslint-disable-next-line no-control-regex -- CONTROL characters are what is checked here
    if (/[\x00-\x08\x0a-\x1f\x7f]/.test(raw)) fail(`${name}: a control character in the value`);
    if (name === 'BEGIN') {
      const child = component(raw.toUpperCase());
      if (stack.length === 0) {
        if (root) fail('a second top-level component');
        root = child;
      } else stack[stack.length - 1]!.components.push(child);
      stack.push(child);
      continue;
    }
    if (name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== raw.toUpperCase()) fail(`END:${raw} closes ${open?.name ?? 'nothing'}`);
      continue;
    }
    const current = stack[stack.length - 1];
    if (!current) fail(`${name} outside of any component`);
    const value = TEXT.has(name) || LIST_TEXT.has(name) ? unescapeText(raw, name, LIST_TEXT.has(name)) : raw;
    current.properties.push({ name, params, value });
  }
  if (stack.length > 0) fail(`${stack[stack.length - 1]!.name} is not closed`);
  if (!root || root.name !== 'VCALENDAR') fail('no VCALENDAR');
  if (root.one('VERSION') !== '2.0') fail('VERSION is not 2.0');
  root.one('PRODID');
  for (const event of root.components.filter((c) => c.name === 'VEVENT')) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART', 'SUMMARY']) event.one(required);
  }
  return root;
}
