/**
 * Upload rules of the claim form: accepted types
 * from the function's `portal:Expect` list, refused files named with their reason, duplicates
 * ignored, a loading state until the content is read as base64, then its bytes checked by the
 * server's own rules (codegen/runtime/file-types.ts for the type, file-content.ts for what else the
 * file carries: scripts, a PDF inside an image, a HEIC's box structure), and a total size limit. Pure state
 * functions plus an injectable reader, so the XState machines and tests run without a browser.
 */
import { embeddedContent } from '../../codegen/runtime/file-content';
import { acceptedKinds, fileTypeProblem, KIND_BY_TOKEN, sniffFileKind } from '../../codegen/runtime/file-types';

/** 5 MB as the authority counts it (5 * 1024 * 1024 bytes). */
export const UPLOAD_MAX_BYTES = 5_242_880;

export interface UploadFile {
  name: string;
  size: number;
  type: string;
  loading: boolean;
  /** Base64 content without a `data:` prefix; null while loading. */
  content: string | null;
}

/**
 * A picked file that was not added, and why: `type` (its name or MIME type is not allowed),
 * `content` (its bytes are no allowed type, or not one file of it), `mismatch` (HEIC content named
 * .jpg: `actual` is what it is), `notAccepted` (content of a type this form does not take),
 * `active` (it carries a script or another document, which the server refuses too).
 */
export interface UploadRefusal {
  name: string;
  reason: 'type' | 'content' | 'mismatch' | 'notAccepted' | 'active';
  actual?: string;
}

export interface UploadState {
  files: UploadFile[];
  /** The files of the last pick that were not added, shown at the widget until the next pick. */
  refused: UploadRefusal[];
}

export const emptyUploads: UploadState = { files: [], refused: [] };

/** What a picked file offers; `File` fits. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** Reads a file's bytes as base64 (no `data:` prefix). */
export type Base64Reader = (file: Blob) => Promise<string>;

/** `pdf`, `.PDF`, `image/png` or `image/*`; an empty list accepts everything. */
export function isAccepted(file: Pick<PickedFile, 'name' | 'type'>, expect: readonly string[]): boolean {
  const rules = expect.map((e) => e.trim().toLowerCase()).filter((e) => e !== '');
  if (rules.length === 0) return true;
  const type = file.type.toLowerCase();
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  // A kind the type rule knows is accepted by any of its names: `image/heic` takes a .heic for
  // which the browser gives no MIME type (the content check after reading decides the rest).
  const kind = KIND_BY_TOKEN[extension] ?? KIND_BY_TOKEN[type];
  if (kind !== undefined && acceptedKinds(rules).has(kind)) return true;
  return rules.some((rule) => {
    if (rule.includes('/')) {
      return rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule;
    }
    return extension !== '' && extension === rule.replace(/^\./, '');
  });
}

export interface AddResult {
  state: UploadState;
  /** Picked files to read now (accepted and new). */
  added: PickedFile[];
  /** Names of files whose type is not accepted, for the snackbar (joined with ", "). */
  rejected: string[];
}

export function addFiles(state: UploadState, picked: readonly PickedFile[], expect: readonly string[]): AddResult {
  const names = new Set(state.files.map((f) => f.name));
  const added: PickedFile[] = [];
  const rejected: string[] = [];
  for (const file of picked) {
    if (!isAccepted(file, expect)) {
      rejected.push(file.name);
      continue;
    }
    // The same name twice is the same document picked again: ignore it silently.
    if (names.has(file.name)) continue;
    names.add(file.name);
    added.push(file);
  }
  const loading = added.map((f) => ({ name: f.name, size: f.size, type: f.type, loading: true, content: null }));
  const refused = rejected.map((name): UploadRefusal => ({ name, reason: 'type' }));
  return { state: { files: [...state.files, ...loading], refused }, added, rejected };
}

/** Base64 content as bytes and as the same bytes in a string (one char per byte); empty when it is not base64. */
function decodeBase64(base64: string): { bytes: Uint8Array; text: string } {
  try {
    const text = atob(base64);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return { bytes, text };
  } catch {
    return { bytes: new Uint8Array(), text: '' };
  }
}

/**
 * Why a read file is refused by its content, or null. Files of a type the rule does not know
 * (an authority that also takes .docx) are judged by name and MIME type alone.
 */
function contentRefusal(file: Pick<PickedFile, 'name' | 'type'>, base64: string, expect: readonly string[]): UploadRefusal | null {
  const kinds = acceptedKinds(expect);
  const others = expect.filter((token) => KIND_BY_TOKEN[token.trim().toLowerCase().replace(/^\./, '')] === undefined);
  if (kinds.size === 0 || (others.length > 0 && isAccepted(file, others))) return null;
  const { bytes, text } = decodeBase64(base64);
  const problem = fileTypeProblem({ name: file.name, type: file.type, bytes }, kinds);
  if (problem !== null) {
    return problem.actual === null ? { name: file.name, reason: problem.reason } : { name: file.name, reason: problem.reason, actual: problem.actual.toUpperCase() };
  }
  const kind = sniffFileKind(bytes);
  const embedded = kind === null ? null : embeddedContent(bytes, kind, text);
  if (embedded === null) return null;
  return { name: file.name, reason: embedded === 'structure' ? 'content' : 'active' };
}

/** A file's content is in: kept when its type checks out, else removed and named with the reason. */
export function fileRead(state: UploadState, name: string, content: string, expect: readonly string[] = []): UploadState {
  const file = state.files.find((f) => f.name === name);
  const refusal = file ? contentRefusal(file, content, expect) : null;
  if (refusal) return { files: state.files.filter((f) => f.name !== name), refused: [...state.refused, refusal] };
  return { ...state, files: state.files.map((f) => (f.name === name ? { ...f, loading: false, content } : f)) };
}

export function removeFile(state: UploadState, name: string): UploadState {
  return { ...state, files: state.files.filter((f) => f.name !== name) };
}

const totalBytes = (state: UploadState): number => state.files.reduce((sum, f) => sum + f.size, 0);
export const isOverLimit = (state: UploadState, max = UPLOAD_MAX_BYTES): boolean => totalBytes(state) > max;
export const isLoading = (state: UploadState): boolean => state.files.some((f) => f.loading);
export const canSubmitUploads = (state: UploadState, max = UPLOAD_MAX_BYTES): boolean => !isOverLimit(state, max) && !isLoading(state);

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;
const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** Human size with base 1000 and German decimal comma: 1200000 -> "1,2 MB". */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  // Rounding can reach 1000 (999 960 B -> "1000 kB"): step up instead.
  if (Number(value.toFixed(1)) >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${number.format(value)} ${UNITS[unit]}`;
}

/** Params for `upload.size` ("{{used}} von {{max}}") and whether to show it in red. */
export function sizeSummary(state: UploadState, max = UPLOAD_MAX_BYTES): { used: string; max: string; over: boolean } {
  return { used: formatBytes(totalBytes(state)), max: formatBytes(max), over: isOverLimit(state, max) };
}

/** The payload of `portal:Payload` functions. */
export function uploadPayload(state: UploadState): { files: { name: string; type: string; content: string }[] } {
  return { files: state.files.filter((f) => f.content !== null).map((f) => ({ name: f.name, type: f.type, content: f.content ?? '' })) };
}

/** Browser reader: FileReader data URL without its `data:…;base64,` prefix. */
export const readAsBase64: Base64Reader = (file) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** `pdf,image/heic` -> `.pdf,image/heic` for the file picker's accept attribute. */
export const acceptAttribute = (expect: readonly string[]): string | undefined =>
  expect.length === 0 ? undefined : expect.map((e) => (e.includes('/') || e.startsWith('.') ? e : `.${e}`)).join(',');

// The same format under two names is named once.
const TYPE_ALIASES: Record<string, string> = { JPEG: 'JPG', TIF: 'TIFF' };

/** `pdf,jpg,jpeg,png,image/heic` -> `PDF, JPG, PNG, HEIC`: what a resident recognises, each once. */
export function readableTypes(expect: readonly string[]): string {
  const names = expect
    .map((e) => e.trim())
    .filter((e) => e !== '')
    .map((e) => {
      const bare = e.includes('/') ? (e.split('/')[1] ?? e) : e.replace(/^\./, '');
      // A whole family (image/*) has no shorter name: it stays as the authority wrote it.
      if (bare === '*') return e;
      const upper = bare.replace(/^x-/, '').toUpperCase();
      return TYPE_ALIASES[upper] ?? upper;
    })
    .filter((name) => name !== '');
  return [...new Set(names)].join(', ');
}
