/**
 * The password as the server expects it (docs/security.md, "Passwords and sessions"): lower-case hex SHA-256 of the
 * UTF-8 bytes of the TRIMMED password, computed with WebCrypto (no password leaves the browser).
 */
export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password.trim());
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
