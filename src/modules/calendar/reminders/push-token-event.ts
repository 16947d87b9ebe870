/**
 * The event the iOS wrapper app announces its push token with, on window (wrapper-token.ts).
 * Without imports: the entry (src/boot.ts) listens for it before the portal has loaded.
 */
export const PUSH_TOKEN_EVENT = 'push-token';
