/**
 * Answers Node writes itself (unparseable request 400, oversized headers 431) carry
 * the same security headers as every other answer.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorHandler, securityHeaderList, securityHeaders } from '../../../server/http/security';

let server: ReturnType<typeof serve>;
let port = 0;

beforeAll(async () => {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.get('/', (c) => c.text('ok'));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  server.on('clientError', clientErrorHandler(await securityHeaderList()));
  await new Promise<void>((done) => (server.listening ? done() : server.once('listening', () => done())));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Sends raw bytes and returns the answer's status and lower-cased header names. */
function raw(request: string): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(5000, () => fail(new Error('timeout')));
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', fail);
    socket.on('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      done({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.write(request);
  });
}

describe("Node's own error answers", () => {
  it('a normal answer has the headers (reference)', async () => {
    const res = await raw('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });

  it.each([
    ['a malformed request line', 'GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n', 400],
    ['a malformed header', 'GET / HTTP/1.1\r\nHost: x\r\nKaputt\r\n\r\n', 400],
    ['oversized headers', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s gets status and every security header', async (_, request, status) => {
    const expected = await securityHeaderList();
    const res = await raw(request);
    expect(res.status).toBe(status);
    for (const [name, value] of expected) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });
});
