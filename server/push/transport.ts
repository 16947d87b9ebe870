/**
 * How a push request leaves the server. Where an endpoint's name leads is checked when the
 * connection is made, not only when the endpoint was registered: the agents resolve the name
 * themselves (a `lookup` hook), refuse it when any of its addresses is not public, and connect only
 * to the addresses they checked. A DNS answer that changes between registration and sending (DNS
 * rebinding, or a name like `127.0.0.1.nip.io`) therefore cannot reach the operator's network.
 * Literal addresses are connected to without a lookup, so they are checked here before.
 *
 * Plain node:http(s) rather than web-push's own sendNotification: it also serves the e2e push
 * receiver on loopback http (test switch only), and a request's `signal` ends it at a hard deadline
 * even while an endpoint sends its answer a byte at a time.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as systemLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from './address';
import { LOOPBACK_HOSTS } from './subscription';

/** All addresses of a host name (injected in tests, so they need no DNS). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (host) => systemLookup(host, { all: true, verbatim: true });

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Sends one request; resolves with the HTTP status once the answer is read, rejects on `signal`. */
export type PushTransport = (request: PushRequest, signal: AbortSignal) => Promise<number>;

/** The endpoint leads somewhere the server must not send to. */
export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} führt zur nicht öffentlichen Adresse ${address}`);
    this.name = 'RefusedAddressError';
  }
}

const isLoopback = (address: string): boolean => ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

const familyOf = (options: LookupOptions): number => (options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0));

/** A `lookup` for sockets: resolves with `resolve`, hands on the addresses only if all are allowed. */
export function guardedLookup(resolve: Resolver, allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((all) => {
        const family = familyOf(options);
        const addresses = all.filter((a) => family === 0 || a.family === family);
        const refused = all.find((a) => !allowed(a.address));
        if (refused) throw new RefusedAddressError(hostname, refused.address);
        const [first] = addresses;
        if (!first) throw Object.assign(new Error(`${hostname} hat keine Adresse`), { code: 'ENOTFOUND' });
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      })
      .catch((err: NodeJS.ErrnoException) => callback(err, '', 0));
  };
}

/**
 * The real transport: https to public addresses only; with the test switch also http to loopback
 * (the e2e push receiver), whose names must then resolve to loopback.
 */
export function guardedTransport(options: { allowLoopbackHttp: boolean; resolve?: Resolver }): PushTransport {
  const resolve = options.resolve ?? systemResolver;
  const publicAgent = new https.Agent({ lookup: guardedLookup(resolve, isPublicAddress) });
  const loopbackAgent = new http.Agent({ lookup: guardedLookup(resolve, isLoopback) });
  return (request, signal) =>
    new Promise<number>((done, fail) => {
      const url = new URL(request.endpoint);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const loopback = url.protocol === 'http:' && options.allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname);
      if (!loopback && url.protocol !== 'https:') return fail(new Error(`${url.protocol} wird nicht verwendet`));
      if (isIP(host) && !(loopback ? isLoopback(host) : isPublicAddress(host))) return fail(new RefusedAddressError(host, host));
      const send = loopback ? http.request : https.request;
      const req = send(url, { method: request.method, headers: request.headers, agent: loopback ? loopbackAgent : publicAgent, signal }, (res) => {
        // Only the status matters; the body is read and dropped so the exchange completes.
        res.on('error', fail);
        res.on('end', () => done(res.statusCode ?? 0));
        res.resume();
      });
      req.on('error', fail);
      req.end(request.body ?? undefined);
    });
}
