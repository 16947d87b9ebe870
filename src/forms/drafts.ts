/**
 * What a resident typed into an open form survives a reload or a lost connection. Drafts live in session
 * storage under the portal's prefix, so logout removes them with every other trace; files are not
 * kept (they may be large and personal): the form says so when it restores a draft that had some.
 */
import { STORAGE_PREFIX } from '../session/persistence';

export interface Draft {
  values: Record<string, unknown>;
  /** Names of files that were attached; the resident picks them again. */
  files: string[];
}

const keyOf = (id: string) => `${STORAGE_PREFIX}draft:${id}`;

function store(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function loadDraft(id: string): Draft | null {
  try {
    const raw = store()?.getItem(keyOf(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft>;
    if (!parsed || typeof parsed.values !== 'object' || parsed.values === null || Array.isArray(parsed.values)) return null;
    return { values: parsed.values, files: Array.isArray(parsed.files) ? parsed.files.filter((n): n is string => typeof n === 'string') : [] };
  } catch {
    return null; // unreadable: start fresh rather than fail the form
  }
}

export function saveDraft(id: string, draft: Draft): void {
  try {
    store()?.setItem(keyOf(id), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only without the safety net.
  }
}

export function clearDraft(id: string): void {
  try {
    store()?.removeItem(keyOf(id));
  } catch {
    // nothing stored
  }
}
