import { describe, expect, it } from 'vitest';
import { validateStartSearch } from '../../../src/app/routes/index';

describe('start page search flags', () => {
  it('reads bare flags and the redirect path, and adds nothing that is absent', () => {
    expect(validateStartSearch({})).toEqual({});
    expect(validateStartSearch({ expired: '' })).toEqual({ expired: true });
    expect(validateStartSearch({ redirect: '/objects/x/calendar', maintenance: true })).toEqual({ redirect: '/objects/x/calendar', maintenance: true });
    expect(validateStartSearch({ obsolete: 'nein', notallowed: 'true' })).toEqual({ notallowed: true });
  });
});
