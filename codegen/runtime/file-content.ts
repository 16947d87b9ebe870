/**
 * What an upload carries besides being its kind, judged alike by the portal (the moment a file is
 * picked, src/forms/upload.ts) and the server (server/uploads.ts, which adds what needs Node: PNG
 * texts, the objects and filters of a PDF). Downstream systems of the authority open these files,
 * and one that hands a file to PHP, a browser or a PDF reader must find nothing those would run.
 *
 * Every file is scanned as a whole, whatever its kind and wherever the bytes sit (a PNG chunk, a
 * JPEG comment, a HEIC box), and not as printable runs: PHP reads a string literal with any bytes in
 * it, a browser a tag with binary bytes between its attributes. Refused are
 * - `markup`: `<?php`, a PHP tag (`<?=`, `<?`) whose code PHP would read to its end (see `phpRuns`),
 *   HTML that runs script (`<script`, `<svg`, `<iframe`, `javascript:`, any tag with an `on…=`
 *   handler, `<meta http-equiv>`);
 * - `polyglot`: a file that is not a PDF but holds one (`%PDF-` anywhere: readers look for it past
 *   the start) or the names of PDF actions;
 * - `structure`: a HEIC whose boxes do not tile the file exactly as one picture (`heicStructure`).
 *
 * Isomorphic: bytes are a Uint8Array (a Node Buffer is one), no Node APIs.
 */
import { HEIC_BRANDS, type FileKind } from './file-types';

export type EmbeddedProblem = 'markup' | 'polyglot' | 'structure';

/** The bytes as a string of one char per byte (ISO-8859-1), for patterns of ASCII. */
export function latin1(bytes: Uint8Array): string {
  let out = '';
  // In slices: a call takes only so many arguments (and spreading them is slower than apply).
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[]);
  return out;
}

/** `#xx` escapes in PDF names decoded (`/J#61vaScript` is `/JavaScript`). */
export const pdfNames = (text: string): string => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Markup that runs by its opener alone (case as browsers and PHP read it: any). */
const MARKUP = /<\?php|<script|<html|<body|<svg[\s>/]|<iframe|<object|<embed|javascript:/i;
/** The PDF actions that run something when a document opens, as names (after `#xx` decoding). */
const PDF_ACTION_NAMES = /\/(?:JavaScript|OpenAction|Launch)(?=[\0\t\n\f\r ()<>[\]{}/%]|$)/;

// --- PHP --------------------------------------------------------------------------------------------

const isPhpBlank = (b: number): boolean => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
/**
 * A byte PHP 8's scanner refuses in code (T_BAD_CHARACTER): the file does not compile and none of
 * it runs. In a string, a comment or a heredoc any byte is fine, and that is where a shell keeps them.
 */
const stopsPhp = (b: number): boolean => (b < 0x20 && !isPhpBlank(b)) || b === 0x7f;
const isLabelStart = (b: number | undefined): b is number =>
  b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x5f || b >= 0x80);
const isLabel = (b: number | undefined): b is number => isLabelStart(b) || (b !== undefined && b >= 0x30 && b <= 0x39);

/**
 * An XML processing instruction as photos carry them (`<?xpacket begin="…"?>` of XMP, `<?xml
 * version="1.0"?>`): its target and a pseudo-attribute are, as PHP, two names in a row, a syntax
 * error, so PHP never runs from there. Only these targets: `<?const a="x"` would be PHP.
 */
const XML_PI = /<\?(?:xml|xpacket|xml-stylesheet|adobe-xap-filters)[\t\n\r ]+[A-Za-z_:][\w.:-]*[\t\n\r ]*=[\t\n\r ]*["']/y;

function indexOfBytes(b: Uint8Array, first: number, second: number, from: number): number {
  for (let i = from; i < b.length - 1; i++) if (b[i] === first && b[i + 1] === second) return i;
  return -1;
}

/** Strings nest (a string in an interpolation in a string) only so deep before the scan gives up and assumes code. */
const MAX_NESTING = 32;
/** Returned by the string scans when they give up: the code is assumed to run. */
const UNKNOWN = -3;

/**
 * The end of a quoted string opened before `from` (index after the quote), -1 when it never closes
 * (a syntax error), UNKNOWN when it nests too deep. Double quotes and backticks interpolate: `{$…}`
 * and `${…}` hold code, strings with quotes included (`"{$a["k"]}"`).
 */
function stringEnd(b: Uint8Array, from: number, quote: number, depth = 0): number {
  for (let i = from; i < b.length; i++) {
    const c = b[i];
    if (c === 0x5c) i++;
    else if (c === quote) return i + 1;
    else if (quote !== 0x27 && ((c === 0x7b && b[i + 1] === 0x24) || (c === 0x24 && b[i + 1] === 0x7b))) {
      const end = interpolationEnd(b, i + 2, depth + 1);
      if (end < 0) return end;
      i = end - 1;
    }
  }
  return -1;
}

/**
 * After `{$` or `${` in a string: the index after its closing `}`, -1 when there is none or a byte
 * in it stops PHP (the code inside is code). A closing tag or heredoc inside is beyond this scan:
 * UNKNOWN.
 */
function interpolationEnd(b: Uint8Array, from: number, depth: number): number {
  if (depth > MAX_NESTING) return UNKNOWN;
  let open = 1;
  for (let i = from; i < b.length; i++) {
    const c = b[i]!;
    const next = b[i + 1];
    if (c === 0x27 || c === 0x22 || c === 0x60) {
      const end = stringEnd(b, i + 1, c, depth);
      if (end < 0) return end;
      i = end - 1;
    } else if ((c === 0x23 && next !== 0x5b) || (c === 0x2f && next === 0x2f)) {
      while (i + 1 < b.length && b[i + 1] !== 0x0a && b[i + 1] !== 0x0d) {
        if (b[i + 1] === 0x3f && b[i + 2] === 0x3e) return UNKNOWN;
        i++;
      }
    } else if (c === 0x2f && next === 0x2a) {
      const end = indexOfBytes(b, 0x2a, 0x2f, i + 2);
      if (end < 0) return -1;
      i = end + 1;
    } else if ((c === 0x3f && next === 0x3e) || (c === 0x3c && next === 0x3c && b[i + 2] === 0x3c && heredocEnd(b, i + 3) !== -1)) {
      return UNKNOWN;
    } else if (c === 0x7b) open++;
    else if (c === 0x7d && --open === 0) return i + 1;
    else if (stopsPhp(c)) return -1;
  }
  return -1;
}

/**
 * After `<<<` at `from`: the index after a heredoc's (or nowdoc's) closing label, -1 when no heredoc
 * starts here (then `<<<` is operators), -2 when it never closes (a syntax error).
 */
function heredocEnd(b: Uint8Array, from: number): number {
  let i = from;
  while (b[i] === 0x20 || b[i] === 0x09) i++;
  const quote = b[i] === 0x22 || b[i] === 0x27 ? b[i] : undefined;
  if (quote !== undefined) i++;
  const start = i;
  if (!isLabelStart(b[i])) return -1;
  while (isLabel(b[i])) i++;
  const label = b.subarray(start, i);
  if (quote !== undefined && b[i++] !== quote) return -1;
  if (b[i] !== 0x0a && b[i] !== 0x0d) return -1;
  // The closing label: at the start of a line after blanks (PHP 7.3+), not followed by a label byte.
  for (let line = i; line < b.length; line++) {
    if (b[line] !== 0x0a && b[line] !== 0x0d) continue;
    let at = line + 1;
    while (b[at] === 0x20 || b[at] === 0x09) at++;
    if (label.every((c, k) => b[at + k] === c) && !isLabel(b[at + label.length])) return at + label.length;
  }
  return -2;
}

/** PHP's reserved words: a name that is one is no operand (`print 'x'`, `$a instanceof B`, `const int X`). */
const PHP_KEYWORDS = new Set(
  ('abstract and array as break callable case catch class clone const continue declare default die do echo else elseif empty ' +
    'enddeclare endfor endforeach endif endswitch endwhile enum eval exit extends final finally fn for foreach from function global ' +
    'goto if implements include include_once instanceof insteadof interface isset list match namespace new or print private ' +
    'protected public readonly require require_once return static switch throw trait try unset use var while xor yield').split(' '),
);
/** Constructs that do something without a call's `(`, a variable's `$` or a shell's backtick. */
const PHP_EFFECTS = new Set(['include', 'include_once', 'require', 'require_once', 'new', 'eval']);

const isDigit = (b: number | undefined): boolean => b !== undefined && b >= 0x30 && b <= 0x39;
const isHex = (b: number | undefined): boolean => isDigit(b) || (b !== undefined && ((b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)));

/** The end of a PHP number starting at `i` (a digit, or `.` and a digit): hex, binary, octal, decimal with `_`, exponent. */
function phpNumberEnd(b: Uint8Array, i: number): number {
  const run = (at: number, digit: (c: number | undefined) => boolean): number => {
    while (digit(b[at]) || (b[at] === 0x5f && digit(b[at + 1]))) at++;
    return at;
  };
  const prefix = b[i] === 0x30 ? (b[i + 1] ?? 0) | 0x20 : 0;
  if (prefix === 0x78 && isHex(b[i + 2])) return run(i + 2, isHex);
  if (prefix === 0x62 && (b[i + 2] === 0x30 || b[i + 2] === 0x31)) return run(i + 2, (c) => c === 0x30 || c === 0x31);
  if (prefix === 0x6f && b[i + 2] !== undefined && b[i + 2]! >= 0x30 && b[i + 2]! <= 0x37) return run(i + 2, (c) => c !== undefined && c >= 0x30 && c <= 0x37);
  let at = run(i, isDigit);
  if (b[at] === 0x2e) at = run(at + 1, isDigit);
  const sign = b[at + 1] === 0x2b || b[at + 1] === 0x2d ? 1 : 0;
  if (((b[at] ?? 0) | 0x20) === 0x65 && isDigit(b[at + 1 + sign])) at = run(at + 1 + sign, isDigit);
  return at;
}

type Operand = 'literal' | 'variable' | 'name';

/**
 * Whether PHP, entering code at `from` (after `<?=` or `<?`), compiles and runs what it reads there.
 * It reads token by token to a closing `?>`, `__halt_compiler` or the end of the file; the code does
 * not compile, and nothing of the file runs, at
 * - a byte PHP 8's scanner refuses (T_BAD_CHARACTER: control bytes), outside strings, comments and
 *   heredocs, which take any bytes, and which is where a shell keeps its non-printable ones;
 * - two operands in a row that no rule of PHP's grammar allows: a literal or variable followed by
 *   a literal, variable or name (`'a' 'b'`, `$a $b`, `3¢`), or a name followed by a literal
 *   (`wwww\`…\``); a name then a name or variable (types: `const int X`, `A $a`) passes;
 * - an unterminated string or heredoc.
 * Code that compiles counts only if it can do something: a call's or cast's `(`, a variable, a
 * backtick, a `$` interpolated in a double-quoted string or heredoc, or `include`, `require`, `new`,
 * `eval`; `<?= CONSTANT ?>` only prints, and what a comment holds does nothing.
 *
 * A chance `<?` in compressed data meets one of these within a few bytes, which is why photos pass.
 * `budget` caps the bytes read over all tags of a file (each tag is read on its own: what came
 * before is unknown), so crafted input costs linear time; a file that uses it up counts as running.
 */
function phpRuns(b: Uint8Array, from: number, budget: { left: number }): boolean {
  let i = from;
  let effect = false;
  let last: Operand | null = null;
  const done = (runs: boolean): boolean => {
    budget.left -= Math.min(i, b.length) - from;
    return runs && effect;
  };
  /** A `$` in a double-quoted string or heredoc is interpolation, which may call (`"{$a()}"`). */
  const interpolates = (start: number, end: number): boolean => b.subarray(start, end).includes(0x24);
  /** An operand after `last`: false when the pair cannot compile. */
  const operand = (kind: Operand): boolean => {
    const fits = last === null || (last === 'name' && kind !== 'literal');
    last = kind;
    return fits;
  };
  while (i < b.length) {
    if (i - from > budget.left) {
      effect = true;
      return done(true);
    }
    const c = b[i]!;
    const next = b[i + 1];
    if (c === 0x3f && next === 0x3e) return done(true);
    if (c === 0x27 || c === 0x22 || c === 0x60) {
      const end = stringEnd(b, i + 1, c);
      if (end === UNKNOWN) {
        effect = true;
        return done(true);
      }
      if (end < 0 || !operand('literal')) return done(false);
      if (c === 0x60 || (c === 0x22 && interpolates(i, end))) effect = true;
      i = end;
    } else if ((c === 0x23 && next !== 0x5b) || (c === 0x2f && next === 0x2f)) {
      // A line comment ends at the line's end, or at `?>`, which closes PHP even there.
      i++;
      while (i < b.length && b[i] !== 0x0a && b[i] !== 0x0d) {
        if (b[i] === 0x3f && b[i + 1] === 0x3e) return done(true);
        i++;
      }
    } else if (c === 0x2f && next === 0x2a) {
      // An unterminated comment is a warning only: what came before it runs.
      const end = indexOfBytes(b, 0x2a, 0x2f, i + 2);
      if (end < 0) return done(true);
      i = end + 2;
    } else if (c === 0x3c && next === 0x3c && b[i + 2] === 0x3c) {
      const end = heredocEnd(b, i + 3);
      if (end === -2 || (end !== -1 && !operand('literal'))) return done(false);
      if (end === -1) last = null;
      // A nowdoc (`<<<'X'`) does not interpolate; a heredoc's `{$…}` is code, whose lines this scan
      // does not tell from the closing label's: assumed to run.
      else if (!/^[ \t]*'/.test(latin1(b.subarray(i + 3, i + 8))) && interpolates(i, end)) {
        effect = true;
        if (/\{\$|\$\{/.test(latin1(b.subarray(i, end)))) return done(true);
      }
      i = end === -1 ? i + 3 : end;
    } else if (c === 0x24 && isLabelStart(next)) {
      i++;
      while (isLabel(b[i])) i++;
      effect = true;
      if (!operand('variable')) return done(false);
    } else if (isDigit(c) || (c === 0x2e && isDigit(next))) {
      i = phpNumberEnd(b, i);
      if (!operand('literal')) return done(false);
    } else if (isLabelStart(c)) {
      const start = i;
      while (isLabel(b[i])) i++;
      const word = i - start <= 15 ? latin1(b.subarray(start, i)).toLowerCase() : '';
      // `b'…'`, `b"…"`, `b<<<`: a binary string, the prefix is part of the literal.
      if (word === 'b' && (b[i] === 0x27 || b[i] === 0x22 || (b[i] === 0x3c && b[i + 1] === 0x3c && b[i + 2] === 0x3c))) continue;
      if (word === '__halt_compiler') return done(true);
      if (PHP_EFFECTS.has(word)) effect = true;
      if (PHP_KEYWORDS.has(word)) last = null;
      else if (!operand('name')) return done(false);
    } else if (stopsPhp(c)) {
      return done(false);
    } else {
      // Punctuation: `(` calls (or casts), a lone `$` is a variable variable (`$$a`, `${…}`).
      if (c === 0x28 || c === 0x24) effect = true;
      if (!isPhpBlank(c)) last = null;
      i++;
    }
  }
  return done(true);
}

/** Whether PHP would run code from a tag in `text` (the bytes `b` as latin1). */
function runsPhp(b: Uint8Array, text: string): boolean {
  const budget = { left: 8 * b.length + 65_536 };
  for (let at = text.indexOf('<?'); at !== -1; at = text.indexOf('<?', at + 2)) {
    if (b[at + 2] === 0x3d) {
      if (phpRuns(b, at + 3, budget)) return true;
      continue;
    }
    XML_PI.lastIndex = at;
    if (XML_PI.test(text)) continue;
    if (phpRuns(b, at + 2, budget)) return true;
  }
  return false;
}

// --- HTML -------------------------------------------------------------------------------------------

const isTagBlank = (b: number | undefined): boolean => b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20;
const isAsciiLetter = (b: number | undefined): boolean => b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));
/** An event handler attribute: `on` and letters (`onerror`, `onload`, `ontoggle`, …). */
const HANDLER = /^on[a-z]{3,}$/;

/**
 * Whether the tag opening at `at` (`<` and a letter) has an event handler or is `<meta
 * http-equiv>`, read as a browser's tokenizer reads a tag: attributes split by blanks and `/`,
 * values quoted (a `>` inside quotes does not end the tag) or not, any other byte part of a name or
 * value. `budget` caps the bytes read over all tags of a file, as for PHP.
 */
function activeTag(b: Uint8Array, at: number, budget: { left: number }): boolean {
  let i = at + 1;
  while (i < b.length && !isTagBlank(b[i]) && b[i] !== 0x2f && b[i] !== 0x3e) i++;
  const meta = i - at === 5 && latin1(b.subarray(at + 1, i)).toLowerCase() === 'meta';
  for (;;) {
    if (i - at > budget.left) return true;
    while (isTagBlank(b[i]) || b[i] === 0x2f) i++;
    if (i >= b.length || b[i] === 0x3e) break;
    const nameStart = i++;
    while (i < b.length && !isTagBlank(b[i]) && b[i] !== 0x2f && b[i] !== 0x3e && b[i] !== 0x3d) i++;
    const nameEnd = i;
    while (isTagBlank(b[i])) i++;
    if (b[i] !== 0x3d) continue;
    // Only names of the right shape are made strings: `on` and letters, or `http-equiv` in a <meta>.
    const first = (b[nameStart] ?? 0) | 0x20;
    if (nameEnd - nameStart <= 32 && (first === 0x6f || (meta && first === 0x68))) {
      const name = latin1(b.subarray(nameStart, nameEnd)).toLowerCase();
      if (HANDLER.test(name) || (meta && name === 'http-equiv')) return true;
    }
    i++;
    while (isTagBlank(b[i])) i++;
    if (b[i] === 0x22 || b[i] === 0x27) {
      const end = b.indexOf(b[i]!, i + 1);
      i = end < 0 ? b.length : end + 1;
    } else {
      while (i < b.length && !isTagBlank(b[i]) && b[i] !== 0x3e) i++;
    }
  }
  budget.left -= i - at;
  return false;
}

function hasActiveTag(b: Uint8Array, text: string): boolean {
  const budget = { left: 8 * b.length + 65_536 };
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', at + 1)) {
    if (isAsciiLetter(b[at + 1]) && activeTag(b, at, budget)) return true;
  }
  return false;
}

/** Whether `bytes` hold markup or PHP that a browser or PHP would run (`text` is `latin1(bytes)`). */
export function carriesCode(bytes: Uint8Array, text: string = latin1(bytes)): boolean {
  return MARKUP.test(text) || runsPhp(bytes, text) || hasActiveTag(bytes, text);
}

// --- HEIC -------------------------------------------------------------------------------------------

interface Box {
  type: string;
  /** Offsets of the payload (after size and type) and of the box's end. */
  body: number;
  end: number;
}

const u32 = (b: Uint8Array, at: number): number => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const fourCC = (b: Uint8Array, at: number): string => latin1(b.subarray(at, at + 4));

/** The boxes from `from` to `to`, or null when their sizes do not tile that range exactly. */
function boxes(b: Uint8Array, from: number, to: number): Box[] | null {
  const out: Box[] = [];
  let at = from;
  while (at < to) {
    if (to - at < 8) return null;
    let size = u32(b, at);
    let header = 8;
    if (size === 1) {
      // A 64-bit size: an upload is far below 4 GiB, so its high half is 0.
      if (to - at < 16 || u32(b, at + 8) !== 0) return null;
      size = u32(b, at + 12);
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return null;
    out.push({ type: fourCC(b, at + 4), body: at + header, end: at + size });
    at += size;
  }
  return out;
}

/** The boxes an image file (ISO/IEC 23008-12) has at its top level. */
const TOP_LEVEL = new Set(['ftyp', 'meta', 'mdat', 'free', 'skip', 'moov', 'moof', 'mfra', 'uuid', 'pdin', 'styp', 'sidx']);

/**
 * Whether a HEIC is one picture by its box structure: its boxes tile the file exactly (nothing after
 * the last one), the first is `ftyp` with a HEIF brand, each top-level box is one an image file has,
 * and there is one `meta` box whose handler is `pict` (or, for an image sequence, a `moov` box).
 */
export function heicStructure(b: Uint8Array): boolean {
  const top = boxes(b, 0, b.length);
  const ftyp = top?.[0];
  if (!top || ftyp?.type !== 'ftyp' || (ftyp.end - ftyp.body) % 4 !== 0 || ftyp.end - ftyp.body < 8) return false;
  const brands: string[] = [];
  for (let at = ftyp.body; at < ftyp.end; at += 4) if (at !== ftyp.body + 4) brands.push(fourCC(b, at));
  if (!brands.some((brand) => HEIC_BRANDS.includes(brand))) return false;
  if (top.some((box, i) => !TOP_LEVEL.has(box.type) || (i > 0 && box.type === 'ftyp'))) return false;
  const metas = top.filter((box) => box.type === 'meta');
  if (metas.length === 0) return top.some((box) => box.type === 'moov');
  if (metas.length > 1) return false;
  const meta = metas[0]!;
  // `meta` is a full box: version and flags, then its children.
  const children = meta.end - meta.body >= 4 ? boxes(b, meta.body + 4, meta.end) : null;
  const hdlr = children?.find((box) => box.type === 'hdlr');
  return hdlr !== undefined && hdlr.end - hdlr.body >= 12 && fourCC(b, hdlr.body + 8) === 'pict';
}

/** Why `bytes` (sniffed as `kind`; `text` is `latin1(bytes)` when at hand) carry more than a file of that kind, or null. */
export function embeddedContent(bytes: Uint8Array, kind: FileKind, text: string = latin1(bytes)): EmbeddedProblem | null {
  if (kind === 'heic' && !heicStructure(bytes)) return 'structure';
  if (carriesCode(bytes, text)) return 'markup';
  if (kind !== 'pdf' && (text.includes('%PDF-') || PDF_ACTION_NAMES.test(pdfNames(text)))) return 'polyglot';
  return null;
}
