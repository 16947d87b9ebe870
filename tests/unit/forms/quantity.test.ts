/**
 * German notation of typed quantities (codegen/runtime/quantity.ts): the comma is the decimal
 * separator, the point groups thousands; what is ambiguous is refused, never guessed.
 */
import { describe, expect, it } from 'vitest';
import { positionText, quantityText, readQuantity, unitAllowsFractions } from '../../../codegen/runtime/quantity';
import { amount, fractionalAmount } from '../../../src/forms/validation';

describe('readQuantity', () => {
  it.each<[string, ReturnType<typeof readQuantity>]>([
    ['1,5', { problem: 'whole' }],
    ['1.5', { problem: 'whole' }],
    ['1.000', { value: 1000 }],
    [' 2 ', { value: 2 }],
    ['12.345.678', { value: 12345678 }],
    ['1.00', { problem: 'whole' }],
    ['zwei', { problem: 'number' }],
    ['', null],
  ])('whole-number field: %j', (text, reading) => expect(readQuantity(text, false)).toEqual(reading));

  it.each<[string, ReturnType<typeof readQuantity>]>([
    ['1,5', { value: 1.5 }],
    ['1.5', { problem: 'point' }],
    ['1.000', { problem: 'point' }],
    [' 2 ', { value: 2 }],
    ['0,25', { value: 0.25 }],
    ['1,255', { problem: 'digits' }],
    ['1,', { problem: 'number' }],
    ['  ', null],
  ])('fractional field: %j', (text, reading) => expect(readQuantity(text, true)).toEqual(reading));

  it('writes quantities back the way they are read', () => {
    expect(quantityText(1.5)).toBe('1,5');
    expect(quantityText(1000)).toBe('1000');
    expect(readQuantity(quantityText(1.5), true)).toEqual({ value: 1.5 });
  });

  it('lets measured units be fractional and counted ones not', () => {
    expect(['m³', ' M3 ', 'cbm', 'kg'].map(unitAllowsFractions)).toEqual([true, true, true, true]);
    expect(['Stück', 'Rolle', 'Punkte', null].map(unitAllowsFractions)).toEqual([false, false, false, false]);
    expect(positionText(1.5, 'm³', 'Strauchschnitt')).toBe('1,5 m³ Strauchschnitt');
    expect(positionText(2, 'Stück', 'Sofa')).toBe('2 × Sofa');
  });
});

describe('the amount rules', () => {
  it('Amount reads German notation and names a comma', () => {
    expect(amount('1.000', 1)).toBeNull();
    expect(amount(' 2 ', 1)).toBeNull();
    expect(amount('1,5', 1)).toBe('validation.amount-whole');
    expect(amount('1.5', 1)).toBe('validation.amount-whole');
    expect(amount(1.5, 1)).toBe('validation.amount-whole');
    expect(amount('0', 1)).toBe('validation.amount');
  });
  it('a fractional amount is above zero with at most hundredths', () => {
    expect(fractionalAmount(1.5)).toBeNull();
    expect(fractionalAmount('1,5')).toBeNull();
    expect(fractionalAmount('1.5')).toBe('validation.quantity.point');
    expect(fractionalAmount(1.555)).toBe('validation.quantity.digits');
    expect(fractionalAmount(0)).toBe('validation.quantity.positive');
  });
});
