/**
 * The tabs of one browser share a session that is not kept on disk (no "Angemeldet bleiben") over
 * a BroadcastChannel, memory to memory: a new tab asks the open ones for it, and a tab that logs
 * in, renews its token or logs out tells the others. A browser without BroadcastChannel keeps
 * such a session in the tab that logged in.
 */
const CHANNEL = 'portal.session';

type Message = { kind: 'changed'; raw: string | null } | { kind: 'ask' } | { kind: 'answer'; raw: string };

/** What the functions here need of a channel (a test hands in its own). */
export type TabChannel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;

let shared: TabChannel | null | undefined;

/** This tab's end of the channel; null where the browser has none. */
function tabChannel(): TabChannel | null {
  if (shared !== undefined) return shared;
  try {
    shared = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  } catch {
    shared = null;
  }
  return shared;
}

const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' && data !== null && ['changed', 'ask', 'answer'].includes((data as { kind?: unknown }).kind as string);

/** Tells the other tabs this tab's session changed (a login, a new token, a logout: null). */
export function announceSessionChange(raw: string | null, channel: TabChannel | null = tabChannel()): void {
  channel?.postMessage({ kind: 'changed', raw } satisfies Message);
}

/**
 * Follows the other tabs' changes and answers a new tab's question with `toHandOver()` (this
 * tab's session, or null when it has none to give). Returns the unsubscribe function.
 */
export function followSessionChanges(
  onChange: (raw: string | null) => void,
  toHandOver: () => string | null,
  channel: TabChannel | null = tabChannel(),
): () => void {
  if (!channel) return () => {};
  const listener = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isMessage(message)) return;
    if (message.kind === 'changed') onChange(typeof message.raw === 'string' ? message.raw : null);
    if (message.kind === 'ask') {
      const raw = toHandOver();
      if (raw !== null) channel.postMessage({ kind: 'answer', raw } satisfies Message);
    }
  };
  channel.addEventListener('message', listener as EventListener);
  return () => channel.removeEventListener('message', listener as EventListener);
}

/**
 * Asks the open tabs for their session: the first answer, or null when none came within
 * `timeoutMs` (no tab holds one any more, or the browser has no channel).
 */
export function askOtherTabs(timeoutMs: number, channel: TabChannel | null = tabChannel()): Promise<string | null> {
  if (!channel) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (raw: string | null) => {
      clearTimeout(timer);
      channel.removeEventListener('message', listener as EventListener);
      resolve(raw);
    };
    const listener = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (isMessage(message) && message.kind === 'answer' && typeof message.raw === 'string') done(message.raw);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    channel.addEventListener('message', listener as EventListener);
    channel.postMessage({ kind: 'ask' } satisfies Message);
  });
}
