// @vitest-environment jsdom
// Given a visitor who picked a street on /calendar, when the page's address or the device carries
// that choice, then it is read back as it was written; anything else in the address is no choice.
import { afterEach, describe, expect, it } from 'vitest';
import { addressOf, chosenFromSearch, rememberedStreet, rememberStreet } from '../../../src/modules/calendar/chosen-street';

afterEach(() => localStorage.clear());

describe('the chosen street', () => {
  it('reads town key and street id from the address (numbers as the router parses them, or text)', () => {
    expect(chosenFromSearch({ ort: 'O-1', strasse: 17 })).toEqual({ townKey: 'O-1', streetId: 17 });
    expect(chosenFromSearch({ ort: 'O-1', strasse: '17' })).toEqual({ townKey: 'O-1', streetId: 17 });
    expect(chosenFromSearch({ ort: 'O-1' })).toEqual({ townKey: 'O-1', streetId: null });
    expect(chosenFromSearch({ ort: 3 })).toEqual({ townKey: '3', streetId: null });
  });

  it('ignores an address without a town and street ids that are no ids', () => {
    expect(chosenFromSearch({})).toBeNull();
    expect(chosenFromSearch({ ort: '  ', strasse: 4 })).toBeNull();
    expect(chosenFromSearch({ ort: 'O-1', strasse: '4; DROP' })).toEqual({ townKey: 'O-1', streetId: null });
    expect(chosenFromSearch({ ort: 'O-1', strasse: { x: 1 } })).toEqual({ townKey: 'O-1', streetId: null });
  });

  it('is remembered on the device and forgotten on request; a broken entry is no choice', () => {
    rememberStreet({ townKey: 'O-2', streetId: 5 });
    expect(rememberedStreet()).toEqual({ townKey: 'O-2', streetId: 5 });
    rememberStreet(null);
    expect(rememberedStreet()).toBeNull();
    localStorage.setItem('calendarStreet', '{not json');
    expect(rememberedStreet()).toBeNull();
  });
});

describe("the calendar page's address", () => {
  it('carries town and street, or nothing', () => {
    expect(addressOf('/calendar', { townKey: 'O 1&2', streetId: 5 })).toBe('/calendar?ort=O+1%262&strasse=5');
    expect(addressOf('/calendar', { townKey: 'O-1', streetId: null })).toBe('/calendar?ort=O-1');
    expect(addressOf('/calendar', null)).toBe('/calendar');
    expect(chosenFromSearch(Object.fromEntries(new URL(`http://x${addressOf('/calendar', { townKey: 'O 1&2', streetId: 5 })}`).searchParams))).toEqual({ townKey: 'O 1&2', streetId: 5 });
  });
});
