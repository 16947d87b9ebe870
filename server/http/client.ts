/**
 * The client's address, as every per-address limit counts it: the ONLY place the server learns
 * where a request came from.
 *
 * Without trusted proxies it is the socket's address. Behind a reverse proxy that address is the
 * proxy's for everyone, so the proxy's X-Forwarded-For is believed, but only when the socket is a
 * configured proxy (PORTAL_TRUSTED_PROXIES): anyone else could write any address into that header.
 * Each proxy appends the address it was called from, so the list is read from the right; the first
 * address that is not a trusted proxy is the client. Everything to the left of it was written by
 * the client (or its own proxies) and is not believed.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList, isIP } from 'node:net';
import type { AppEnv } from '../app-env';

const lists = new WeakMap<readonly string[], BlockList>();

/** The configured proxies (validated addresses and CIDRs, server/config.ts) as a lookup. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  let list = lists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [address = '', prefix] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    lists.set(entries, list);
  }
  return list;
}

/** An IPv4 client of a dual-stack socket (`::ffff:10.0.0.1`) counts as the same IPv4 address. */
function normalized(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client of a connection from `socketAddress` carrying `forwardedFor` (every X-Forwarded-For
 * header, comma-joined). A malformed entry cannot have come from a trusted proxy (they write plain
 * addresses), so the walk stops there and the last believed hop is the client.
 */
export function resolveClientAddress(socketAddress: string, forwardedFor: string | undefined, trusted: BlockList): string {
  let client = normalized(socketAddress);
  if (!isTrusted(client, trusted) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map((hop) => normalized(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(hop, trusted)) return client;
  }
  // Every hop is a proxy of ours: the leftmost is as near to the client as anyone can tell.
  return client;
}

/** The peer on the socket (behind a proxy, the proxy); undefined where there is none (app.request in tests). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/** The configurations whose operators were already told about an ignored X-Forwarded-For. */
const warned = new WeakSet<readonly string[]>();

/**
 * The log line when a peer that is no trusted proxy sends X-Forwarded-For. Mostly it is the
 * operator's own nginx on loopback with PORTAL_TRUSTED_PROXIES unset: then every resident counts as
 * that one address, and 50 failed logins lock out everyone, with nothing in the log saying why.
 */
export function untrustedForwardWarning(peer: string, proxies: readonly string[]): string {
  const setting = proxies.length === 0 ? 'PORTAL_TRUSTED_PROXIES ist nicht gesetzt' : `${peer} steht nicht in PORTAL_TRUSTED_PROXIES`;
  return (
    `[adresse] X-Forwarded-For von ${peer} wird nicht beachtet: ${setting}. Alle Anfragen über diesen Absender zählen als eine Adresse ` +
    `und teilen sich damit jedes Limit (z. B. fehlgeschlagene Anmeldungen). Ist ${peer} Ihr Reverse-Proxy, tragen Sie ihn in PORTAL_TRUSTED_PROXIES ein. ` +
    '(Dieser Hinweis erscheint einmal je Serverstart.)'
  );
}

/** The request's client address (rate limits, double-submit scopes). */
export function clientAddress(c: Context<AppEnv>): string {
  const socket = socketAddress(c);
  // app.request() in tests has no socket.
  if (socket === undefined) return 'local';
  const proxies = c.get('deps')?.config.trustedProxies ?? [];
  const trusted = trustedProxyList(proxies);
  const forwardedFor = c.req.header('x-forwarded-for');
  if (forwardedFor && !warned.has(proxies) && !isTrusted(normalized(socket), trusted)) {
    warned.add(proxies);
    console.warn(untrustedForwardWarning(normalized(socket), proxies));
  }
  return resolveClientAddress(socket, forwardedFor, trusted);
}

/**
 * X-Forwarded-For for a request passed on to the authority's backend (PORTAL_API_UPSTREAM): the
 * chain received plus the socket's address, as nginx's `$proxy_add_x_forwarded_for`. The backend,
 * trusting this server, takes the rightmost address; a chain the client made up stays to its left.
 */
export function forwardedForUpstream(c: Context): string | undefined {
  const socket = socketAddress(c);
  const received = c.req.header('x-forwarded-for')?.trim();
  if (socket === undefined) return received || undefined;
  return received ? `${received}, ${normalized(socket)}` : normalized(socket);
}
