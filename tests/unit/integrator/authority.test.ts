// Given several authorities under schema/, when a build names one with PORTAL_AUTHORITY, then the
// portal's config comes from that folder; a missing or odd name stops the build with a clear message.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authorityAlias, authorityDir } from '../../../authority.config';
import { portalConfig } from '../../../src/app/config';

describe('authority selection', () => {
  it('defaults to the reference authority, which the portal config is read from', () => {
    expect(authorityDir({})).toBe(resolve('schema/reference'));
    expect(authorityAlias({})['@authority']).toBe(resolve('schema/reference'));
    expect(portalConfig.authority).toBe('Abfallwirtschaftsverband Mittelland');
  });

  it('refuses a folder that does not exist and names that could leave schema/', () => {
    expect(() => authorityDir({ PORTAL_AUTHORITY: 'nirgendwo' })).toThrow('schema/nirgendwo/portal.json fehlt');
    expect(() => authorityDir({ PORTAL_AUTHORITY: '../server' })).toThrow('kein gültiger Ordnername');
  });
});
