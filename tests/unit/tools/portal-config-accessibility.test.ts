// portal.json `accessibility.contactEmail` (where barriers are reported) is optional, must be an
// e-mail address where given, and a misspelt key inside it stops the build like any other.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalConfigProblems } from '../../../tools/portal-config';

const reference = JSON.parse(readFileSync(join(resolve('schema'), 'reference', 'portal.json'), 'utf8')) as Record<string, unknown>;
const { accessibility: _accessibility, ...withoutAccessibility } = reference;

describe('portal.json accessibility', () => {
  it('is optional and takes an e-mail address or null', () => {
    expect(portalConfigProblems(withoutAccessibility)).toEqual([]);
    expect(portalConfigProblems({ ...reference, accessibility: { contactEmail: 'a11y@amt.example' } })).toEqual([]);
    expect(portalConfigProblems({ ...reference, accessibility: { contactEmail: null } })).toEqual([]);
  });

  it('names a value that is no e-mail address and an unknown key', () => {
    expect(portalConfigProblems({ ...reference, accessibility: { contactEmail: 'https://amt.example/kontakt' } })).toEqual([
      expect.stringContaining('"accessibility.contactEmail" hat nicht die erwartete Form'),
    ]);
    expect(portalConfigProblems({ ...reference, accessibility: { feedbackMail: 'a11y@amt.example' } })).toEqual(['unbekannter Schlüssel "accessibility.feedbackMail"']);
  });
});
