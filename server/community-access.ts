/**
 * Whether this authority offers the password-free community access (AnmeldungOhnePasswort): only
 * where its schema/<authority>/portal.json has the profile `community`. The two numbers that
 * login takes are printed on every fee notice, so anywhere else they must open no session at all.
 * A missing or unreadable file offers nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readCommunityAccess(rootDir: string, authority: string): boolean {
  try {
    const json = JSON.parse(readFileSync(join(rootDir, 'schema', authority, 'portal.json'), 'utf8')) as { profile?: unknown };
    return json.profile === 'community';
  } catch {
    return false;
  }
}
