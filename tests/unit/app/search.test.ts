import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../../src/app/search';

describe('search strings', () => {
  it('keeps flags bare and values plain', () => {
    expect(parseSearch('?expired')).toEqual({ expired: '' });
    expect(parseSearch('?redirect=%2Fobjects%2F1%2Fcalendar')).toEqual({ redirect: '/objects/1/calendar' });
    expect(stringifySearch({ expired: true })).toBe('?expired');
    expect(stringifySearch({ redirect: '/objects/1/calendar', obsolete: undefined })).toBe('?redirect=%2Fobjects%2F1%2Fcalendar');
    expect(stringifySearch({})).toBe('');
  });
});
