/**
 * A push service stand-in for tests (no outside push service is reachable here): a subscription
 * with keys the test knows, an HTTP receiver on 127.0.0.1, and the two checks a real push service
 * and browser make — the VAPID JWT (RFC 8292, ES256 over the sender's public key) and the
 * aes128gcm payload decryption (RFC 8188/8291) with the subscription's private key and auth secret.
 * Written from the RFCs with node:crypto, independent of the web-push library that encrypts.
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushKeys {
  ecdh: ECDH;
  auth: Buffer;
  p256dh: string;
  authText: string;
}

const b64url = (b: Buffer): string => b.toString('base64url');

export function pushKeys(): PushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: b64url(ecdh.getPublicKey()), authText: b64url(auth) };
}

const hmac = (key: Buffer, data: Buffer): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 + RFC 8188: one record, padding delimiter 0x02. */
export function decryptAes128gcm(body: Buffer, keys: PushKeys): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(asPublic);
  const prkKey = hmac(keys.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  if (plain[end - 1] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end - 1).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** `Authorization: vapid t=<jwt>, k=<key>`: checks the ES256 signature against `expectedKey`. */
export function verifyVapid(authorization: string | undefined, expectedKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, jwt = '', key = ''] = match;
  if (key !== expectedKey) throw new Error('VAPID key is not the server key');
  const [head = '', payload = '', signature = ''] = jwt.split('.');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${head}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID signature does not verify');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
}

export interface ReceivedPush {
  claims: VapidClaims;
  headers: Record<string, string | string[] | undefined>;
  message: { title: string; body: string; url: string; tag: string };
  /** When it arrived (epoch ms): how long a reminder was held up. */
  at: number;
}

export interface PushReceiver {
  subscription: TestSubscription;
  keys: PushKeys;
  received: ReceivedPush[];
  /** Requests that failed a check (wrong signature, undecryptable): must stay empty. */
  rejected: string[];
  close(): Promise<void>;
}

/** Starts the receiver; `serverKey` is the VAPID public key the portal's backend announces. */
export async function startPushReceiver(serverKey: () => string): Promise<PushReceiver> {
  const keys = pushKeys();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`encoding ${req.headers['content-encoding']}`);
        const claims = verifyVapid(req.headers.authorization, serverKey());
        const message = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), keys)) as ReceivedPush['message'];
        received.push({ claims, headers: req.headers, message, at: Date.now() });
        res.writeHead(201).end();
      } catch (err) {
        rejected.push(err instanceof Error ? err.message : String(err));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    subscription: { endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
    keys,
    received,
    rejected,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
