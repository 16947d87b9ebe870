/**
 * The client address every per-address limit counts (server/http/client.ts): X-Forwarded-For is
 * believed only from configured proxies, read from the right, and only up to the first address
 * that is not a proxy of ours.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveClientAddress, trustedProxyList, untrustedForwardWarning } from '../../../server/http/client';
import { LOOKUP_LIMIT } from '../../../server/auth/rate-limit';
import { harness, lit } from './helpers';

const NONE = trustedProxyList([]);
const PROXIES = trustedProxyList(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

describe('resolveClientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.7', undefined, NONE)).toBe('203.0.113.7');
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', NONE)).toBe('203.0.113.7');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', NONE)).toBe('127.0.0.1');
  });

  it('ignores a spoofed X-Forwarded-For from a socket that is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', PROXIES)).toBe('203.0.113.7');
    expect(resolveClientAddress('203.0.113.7', '10.0.0.5, 127.0.0.1', PROXIES)).toBe('203.0.113.7');
  });

  it('believes a trusted proxy: the address it appended is the client', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', PROXIES)).toBe('198.51.100.1');
    expect(resolveClientAddress('::ffff:127.0.0.1', '198.51.100.1', PROXIES)).toBe('198.51.100.1');
    expect(resolveClientAddress('127.0.0.1', undefined, PROXIES)).toBe('127.0.0.1');
  });

  it('takes the rightmost address that is not a trusted proxy in a chain of several hops', () => {
    // client -> load balancer 10.1.2.3 -> nginx 127.0.0.1 -> backend; the client wrote its own "first hop".
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', PROXIES)).toBe('198.51.100.1');
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6,198.51.100.1,  fd00::17 ,10.1.2.3', PROXIES)).toBe('198.51.100.1');
    expect(resolveClientAddress('127.0.0.1', '2001:db8::1, 10.1.2.3', PROXIES)).toBe('2001:db8::1');
  });

  it('stops at an entry no proxy would write, and when every hop is ours takes the leftmost', () => {
    expect(resolveClientAddress('127.0.0.1', 'unknown, 10.1.2.3', PROXIES)).toBe('10.1.2.3');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1, <script>', PROXIES)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '10.9.9.9, 10.1.2.3', PROXIES)).toBe('10.9.9.9');
  });
});

describe('the limits behind a trusted proxy', () => {
  const lookup = (h: ReturnType<typeof harness>, socket: string, forwardedFor: string) =>
    h.jsonFrom(socket, `/api/IdZumMasterLogin?benutzerkennung=${lit('eigentuemer')}`, { headers: { 'X-Forwarded-For': forwardedFor } });

  it('count per forwarded client, so one resident using up a limit leaves the others alone', async () => {
    const h = harness({ trustedProxies: ['127.0.0.1'] });
    for (let i = 0; i < LOOKUP_LIMIT.max; i++) expect((await lookup(h, '127.0.0.1', '198.51.100.1')).status).toBe(200);
    expect((await lookup(h, '127.0.0.1', '198.51.100.1')).status).toBe(429);
    expect((await lookup(h, '127.0.0.1', '198.51.100.2')).status).toBe(200);
  });

  it('count per socket when the sender is no trusted proxy: a new X-Forwarded-For per request changes nothing', async () => {
    const h = harness({ trustedProxies: ['127.0.0.1'] });
    for (let i = 0; i < LOOKUP_LIMIT.max; i++) expect((await lookup(h, '203.0.113.7', `198.51.100.${i % 250}`)).status).toBe(200);
    expect((await lookup(h, '203.0.113.7', '192.0.2.99')).status).toBe(429);
  });
});

describe('an X-Forwarded-For that is not believed', () => {
  afterEach(() => vi.restoreAllMocks());
  const lookup = (h: ReturnType<typeof harness>, socket: string, forwardedFor?: string) =>
    h.jsonFrom(socket, `/api/IdZumMasterLogin?benutzerkennung=${lit('eigentuemer')}`, forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {});
  const warnings = (spy: { mock: { calls: unknown[][] } }): string[] => spy.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('X-Forwarded-For'));

  it('is told once in the log, in German and naming PORTAL_TRUSTED_PROXIES, when nginx on loopback sends it unconfigured', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness();
    await lookup(h, '127.0.0.1');
    expect(warnings(warn)).toEqual([]);
    await lookup(h, '127.0.0.1', '198.51.100.1');
    await lookup(h, '127.0.0.1', '198.51.100.2');
    expect(warnings(warn)).toEqual([untrustedForwardWarning('127.0.0.1', [])]);
    expect(warnings(warn)[0]).toContain('PORTAL_TRUSTED_PROXIES ist nicht gesetzt');
    expect(warnings(warn)[0]).toContain('teilen sich damit jedes Limit');
  });

  it('names the sender when proxies are configured but it is not one of them, and stays silent for a trusted proxy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const h = harness({ trustedProxies: ['10.0.0.1'] });
    await lookup(h, '10.0.0.1', '198.51.100.1');
    expect(warnings(warn)).toEqual([]);
    await lookup(h, '::ffff:127.0.0.1', '198.51.100.1');
    expect(warnings(warn)).toEqual([untrustedForwardWarning('127.0.0.1', ['10.0.0.1'])]);
    expect(warnings(warn)[0]).toContain('127.0.0.1 steht nicht in PORTAL_TRUSTED_PROXIES');
  });
});
