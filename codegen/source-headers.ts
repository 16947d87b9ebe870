/**
 * The request headers codegen sends with a metadata URL: SAP gateways answer `$metadata` only to a
 * logged-in user (Basic or bearer) and often want `sap-client`. Given as `--header 'Name: value'`
 * (repeatable); the Authorization value may instead come from CODEGEN_AUTHORIZATION, so a secret
 * never has to be typed on a command line, where it would land in the shell history and the
 * process list. The values are never printed.
 */

/** The environment variable that holds the Authorization header's value. */
export const AUTHORIZATION_ENV = 'CODEGEN_AUTHORIZATION';

/** A header option that is not `Name: value`: bad arguments, exit code 2 like every other. */
export class HeaderError extends Error {
  override name = 'HeaderError';
}

/** RFC 9110 token characters: what a header name may consist of. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function parseHeader(option: string): [string, string] {
  const colon = option.indexOf(':');
  const name = colon < 0 ? '' : option.slice(0, colon).trim();
  const value = colon < 0 ? '' : option.slice(colon + 1).trim();
  // The message names the header but never echoes the option: it may hold the secret.
  if (!TOKEN.test(name)) throw new HeaderError(`--header erwartet 'Name: Wert', z. B. --header 'sap-client: 100'`);
  if (!value || /[\r\n\0]/.test(value)) throw new HeaderError(`--header ${name}: Wert fehlt oder enthält Zeilenumbrüche`);
  return [name, value];
}

/**
 * The headers to send: each `--header` option, then Authorization from the environment unless an
 * option already set it (the command line is the more specific of the two).
 */
export function sourceHeaders(options: readonly string[], env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const headers: Record<string, string> = {};
  const byLowerName = new Map<string, string>();
  for (const option of options) {
    const [name, value] = parseHeader(option);
    const lower = name.toLowerCase();
    const previous = byLowerName.get(lower);
    // Repeated names are sent as one comma-joined header, as HTTP defines for repeated fields.
    if (previous !== undefined) headers[previous] = `${headers[previous]}, ${value}`;
    else {
      byLowerName.set(lower, name);
      headers[name] = value;
    }
  }
  const fromEnv = env[AUTHORIZATION_ENV]?.trim();
  if (fromEnv && !byLowerName.has('authorization')) {
    if (/[\r\n\0]/.test(fromEnv)) throw new HeaderError(`${AUTHORIZATION_ENV} enthält Zeilenumbrüche`);
    headers.Authorization = fromEnv;
  }
  return headers;
}

/** Whether the headers carry credentials (decides what a 401 answer means). */
export const sendsCredentials = (headers: Record<string, string>): boolean =>
  Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
