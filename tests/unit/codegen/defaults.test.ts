import { describe, expect, it } from 'vitest';
import { parseDefault, resolveDefault } from '../../../codegen/runtime/defaults';

// 2026-12-31T23:30Z is already 1 January 2027 in Berlin.
const NEW_YEARS_EVE_LATE = new Date('2026-12-31T23:30:00Z');
const MID_NOVEMBER = new Date('2026-11-15T10:00:00Z');

describe('resolveDefault', () => {
  it('resolves date tokens in the Berlin calendar', () => {
    expect(resolveDefault('CurrentDate', NEW_YEARS_EVE_LATE)).toBe('2027-01-01');
    expect(resolveDefault('StartOfYear', MID_NOVEMBER)).toBe('2026-01-01');
    expect(resolveDefault('EndOfYear', MID_NOVEMBER)).toBe('2026-12-31');
    expect(resolveDefault('StartOfMonth', MID_NOVEMBER)).toBe('2026-11-01');
    expect(resolveDefault('EndOfMonth', MID_NOVEMBER)).toBe('2026-11-30');
  });

  it('applies offsets: years and months before start/end, days after', () => {
    expect(resolveDefault('StartOfYear;Years=-1', MID_NOVEMBER)).toBe('2025-01-01');
    expect(resolveDefault('EndOfMonth;Months=2', MID_NOVEMBER)).toBe('2027-01-31');
    expect(resolveDefault('CurrentDate;Days=14', MID_NOVEMBER)).toBe('2026-11-29');
    expect(resolveDefault('CurrentDate;Years=1;Months=2;Days=3', MID_NOVEMBER)).toBe('2028-01-18');
  });

  it('accepts the structured form of the model and returns literals as given', () => {
    expect(resolveDefault({ kind: 'date', token: 'EndOfYear', years: 1, months: 0, days: 0 }, MID_NOVEMBER)).toBe('2027-12-31');
    expect(resolveDefault('Adresse', MID_NOVEMBER)).toBe('Adresse');
    expect(parseDefault('12')).toEqual({ kind: 'literal', value: '12' });
  });
});
