import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import de from '../../../src/i18n/de-DE.json';
import { statusTextKey } from '../../../src/events/status';
import { PASSWORD_RULES } from '../../../src/forms/validation';

const root = join(__dirname, '../../..');
const sections = ['events', 'claim', 'settings', 'validation', 'forms', 'upload', 'dashboard', 'error'];
const keyPattern = new RegExp(`['"\`]((?:${sections.join('|')})\\.[A-Za-z0-9.-]+[A-Za-z0-9])['"\`]`, 'g');

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) && e.name !== 'login.machine.ts' ? [join(dir, e.name)] : [],
  );
}

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), de);

describe('i18n keys of events, flows and forms', () => {
  const used = new Set<string>([
    ...Object.values(statusTextKey),
    ...PASSWORD_RULES.map((r) => r.key),
    'events.title.order.delivery', 'events.title.order.return', 'events.title.order.service',
  ]);
  for (const file of [...files('src/events'), ...files('src/account').filter((f) => /master-data|\.machine\.ts$/.test(f)), ...files('src/forms'), ...files('src/modules/claims')]) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(keyPattern)) used.add(match[1] ?? '');
  }
  it('finds the keys the code uses', () => {
    expect(used.size).toBeGreaterThan(20);
  });
  it.each([...used].sort())('%s has a German text', (key) => {
    expect(typeof lookup(key)).toBe('string');
  });
});
