/**
 * The Permissions-Policy denies features the portal does not use: a feature denied there that the
 * portal's own code calls would silently stop working, so the portal's sources are checked for the
 * APIs behind every denied feature.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../../server/http/security';

/** The browser API a denied feature guards, as it would be written in the portal's code. */
const USES: Record<string, RegExp> = {
  accelerometer: /\bAccelerometer\b|devicemotion/i,
  autoplay: /\bautoPlay\b|\bautoplay\b/,
  camera: /getUserMedia|capture=/,
  microphone: /getUserMedia/,
  'display-capture': /getDisplayMedia/,
  'encrypted-media': /requestMediaKeySystemAccess/,
  geolocation: /navigator\.geolocation/,
  gyroscope: /\bGyroscope\b|deviceorientation/i,
  hid: /navigator\.hid/,
  'idle-detection': /IdleDetector/,
  magnetometer: /\bMagnetometer\b/,
  midi: /requestMIDIAccess/,
  payment: /PaymentRequest/,
  'publickey-credentials-get': /navigator\.credentials/,
  'screen-wake-lock': /wakeLock/,
  serial: /navigator\.serial/,
  usb: /navigator\.usb/,
  'xr-spatial-tracking': /navigator\.xr/,
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(tsx?|html)$/.test(name) ? [path] : [];
  });
}

describe('Permissions-Policy', () => {
  const denied = PERMISSIONS_POLICY.split(', ').map((entry) => /^([a-z-]+)=\(\)$/.exec(entry)![1]!);

  it('denies the device and payment features outright', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(denied).toContain(feature);
  });

  it('denies only features the portal does not use', () => {
    const code = ['src', 'index.html'].flatMap((p) => (p.endsWith('.html') ? [p] : sources(p))).map((file) => [file, readFileSync(file, 'utf8')] as const);
    for (const feature of denied) {
      const use = USES[feature];
      if (!use) continue;
      const users = code.filter(([, text]) => use.test(text)).map(([file]) => file);
      expect(users, feature).toEqual([]);
    }
  });
});
