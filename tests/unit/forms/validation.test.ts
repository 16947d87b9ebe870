import { describe, expect, it } from 'vitest';
import {
  amount, email, limit, newPassword, notEmpty, passwordConfirmation, passwordProblems, splitStreetNumber, streetNumber,
} from '../../../src/forms/validation';
import { phone } from '../../../src/forms/phone';
import { checkField } from '../../../src/forms/expectations';

const hostile = ['<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '\u202Eevil', 'a'.repeat(100_000), '${7*7}', '../../etc/passwd'];

describe('notEmpty', () => {
  it.each<[unknown, boolean]>([
    ['x', true], ['  x ', true], ['', false], ['   \t\n', false], [null, false], [undefined, false],
    [1, true], [-1, true], [0, false], [Number.NaN, false], [new Date(0), true], [new Date('nope'), false],
    [{ a: 1 }, true], [{}, false], [[1], true], [[], false], [true, true], [false, false],
  ])('%j -> passes %s', (value, ok) => {
    expect(notEmpty(value)).toBe(ok ? null : 'validation.not-empty');
  });
});

describe('email', () => {
  it.each([['max@example.de'], ['a.b+c@sub.example.com'], [''], [null], ['  ']])('accepts %j', (v) => expect(email(v)).toBeNull());
  it.each<[unknown]>([
    ['max'], ['max@'], ['@example.de'], ['max@example'], ['max@@example.de'], ['max @example.de'], [' max@example.de'],
    ['.max@example.de'], ['max..x@example.de'], ['max@-example.de'], [42], ['a@' + 'b'.repeat(300) + '.de'],
    ['a@' + 'a.'.repeat(50_000) + '!'], ...hostile.map((h): [unknown] => [h]),
  ])('rejects %j', (v) => expect(email(v)).toBe('validation.email'));
});

describe('phone', () => {
  it.each([['0641 123456'], ['+49 641 123456'], ['0170 1234567'], [''], [null]])('accepts %j in Germany', (v) => expect(phone(v)).toBeNull());
  it.each<[unknown]>([['123'], ['abc'], ['0641'], [12345678], ...hostile.map((h): [unknown] => [h])])('rejects %j', (v) => expect(phone(v)).toBe('validation.phone'));
  it('checks against the selected country', () => {
    expect(phone('044 668 18 00', 'CH')).toBeNull();
    expect(phone('0170 1234567', 'CH')).toBe('validation.phone');
  });
});

describe('limit', () => {
  it('counts characters and passes on empty input', () => {
    expect(limit('abc', 3)).toBeNull();
    expect(limit('abcd', 3)).toBe('validation.limit-exceeded');
    expect(limit('😀😀😀', 3)).toBeNull();
    expect(limit('', 0)).toBeNull();
    expect(limit(null, 0)).toBeNull();
    expect(limit('a'.repeat(201), 200)).toBe('validation.limit-exceeded');
  });
});

describe('amount', () => {
  it.each<[unknown, number, boolean]>([
    [0, 0, true], [5, 0, true], [1, 1, true], [0, 1, false], [-1, 0, false], [1.5, 0, false], ['3', 0, true], [' 3 ', 0, true],
    ['3.0', 0, false], ['1e3', 0, false], ['', 0, false], [null, 0, false], [undefined, 0, false], [Number.POSITIVE_INFINITY, 0, false],
    [Number.NaN, 0, false], ['0x10', 0, false], [2 ** 60, 0, false], ['<b>1</b>', 0, false],
  ])('%j with minimum %i -> passes %s', (value, min, ok) => {
    expect(amount(value, min) === null).toBe(ok);
  });
  it('names a decimal as what it is, not as a number below the minimum', () => {
    expect([1.5, '3.0', '1,5'].map((v) => amount(v, 0))).toEqual(['validation.amount-whole', 'validation.amount-whole', 'validation.amount-whole']);
    expect([0, Number.NaN, ''].map((v) => amount(v, 1))).toEqual(['validation.amount', 'validation.amount', 'validation.amount']);
  });
});

describe('street number', () => {
  it.each<[string, { number: string; addition: string } | null]>([
    ['12', { number: '12', addition: '' }],
    ['12a', { number: '12', addition: 'a' }],
    [' 12 B ', { number: '12', addition: 'B' }],
    ['12-14', { number: '12', addition: '-14' }],
    ['7/1', { number: '7', addition: '/1' }],
    ['3 ä', { number: '3', addition: 'ä' }],
    ['a12', null], ['12!', null], ['-', null], ['', null], ['<script>', null], ['1'.repeat(40), null],
  ])('%j', (value, parts) => {
    expect(splitStreetNumber(value)).toEqual(parts);
  });
  it('is optional but rejects non-numbers', () => {
    expect(streetNumber('')).toBeNull();
    expect(streetNumber(null)).toBeNull();
    expect(streetNumber('12a')).toBeNull();
    for (const h of hostile) expect(streetNumber(h)).toBe('validation.street-number');
    expect(streetNumber(12)).toBe('validation.street-number');
  });
});

describe('new password', () => {
  it.each<[unknown, string | null]>([
    ['Sommer2026', null],
    ['Äpfel2026x', null],
    ['', 'validation.not-empty'],
    [null, 'validation.not-empty'],
    ['Som2026', 'validation.password.min-length'],
    ['SOMMER2026', 'validation.password.lowercase'],
    ['sommer2026', 'validation.password.uppercase'],
    ['Sommersonne', 'validation.password.digit'],
    ['Sommer 2026', 'validation.password.whitespace'],
    ['Sommer\t2026', 'validation.password.whitespace'],
    ['Sommer·2026', 'validation.password.middle-dot'],
  ])('%j -> %s', (value, key) => {
    expect(newPassword(value)).toBe(key);
  });
  it('lists every broken rule', () => {
    expect(passwordProblems('ab ·')).toEqual([
      'validation.password.min-length', 'validation.password.uppercase', 'validation.password.digit',
      'validation.password.whitespace', 'validation.password.middle-dot',
    ]);
  });
  it('requires an equal, non-empty confirmation', () => {
    expect(passwordConfirmation('Sommer2026', 'Sommer2026')).toBeNull();
    expect(passwordConfirmation('Sommer2026', 'sommer2026')).toBe('settings.errors.password-mismatch');
    expect(passwordConfirmation('Sommer2026', '')).toBe('validation.not-empty');
  });
});

describe('checkField (generated expectations)', () => {
  it('checks required first, then the expectations in order, then MaxLength', () => {
    const mail = { required: true, expectations: [{ rule: 'NotEmpty' as const }, { rule: 'EMail' as const }], maxLength: 120 };
    expect(checkField('', mail)).toBe('validation.not-empty');
    expect(checkField('x', mail)).toBe('validation.email');
    expect(checkField('a@b.de', mail)).toBeNull();
    expect(checkField('abc', { required: false, expectations: [], maxLength: 2 })).toBe('validation.limit-exceeded');
    expect(checkField(0, { required: true, expectations: [{ rule: 'Amount', minimum: 0 }] })).toBeNull();
    expect(checkField(0, { required: true, expectations: [{ rule: 'Amount', minimum: 1 }] })).toBe('validation.amount');
    expect(checkField('0170 1234567', { required: false, expectations: [{ rule: 'Phone' }] }, { country: 'CH' })).toBe('validation.phone');
    expect(checkField('12 a', { required: false, expectations: [{ rule: 'StreetNumber' }, { rule: 'Limit', limit: 3 }] })).toBe('validation.limit-exceeded');
  });
});
