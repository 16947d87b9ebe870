/**
 * Values from whatever Edm type the authority uses: parsed once where the
 * portal computes, formatted once where it shows them.
 */
import { describe, expect, it } from 'vitest';
import { formatLitres, formatNumber, parseDecimal, parseLitres } from '../../../src/api/values';

describe('parseDecimal (arithmetic on quota sums and amounts)', () => {
  it('takes JSON numbers and the V2 wire form of Edm.Decimal', () => {
    expect(parseDecimal(120)).toBe(120);
    expect(parseDecimal('61.70')).toBe(61.7);
    expect(parseDecimal(' -3 ')).toBe(-3);
    expect(parseDecimal('0.00')).toBe(0);
  });

  it('gives null for what the wire would not send as a number', () => {
    expect(parseDecimal('240 l')).toBeNull();
    expect(parseDecimal('12,50')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1e3')).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
  });
});

describe('parseLitres (ordering bins by size)', () => {
  it('reads numbers, decimals and litre texts', () => {
    expect(parseLitres(240)).toBe(240);
    expect(parseLitres('120.5')).toBe(120.5);
    expect(parseLitres('240 l')).toBe(240);
    expect(parseLitres('1.100 Liter')).toBe(1100);
    expect(parseLitres('7,5 l')).toBe(7.5);
  });

  it('gives null for other units and text', () => {
    expect(parseLitres('1,1 m³')).toBeNull();
    expect(parseLitres('groß')).toBeNull();
    expect(parseLitres(null)).toBeNull();
  });
});

describe('formatLitres / formatNumber (what the portal shows)', () => {
  it('gives the German number of litres for the templates that name the unit', () => {
    expect(formatLitres(120)).toBe('120');
    expect(formatLitres(1100)).toBe('1.100');
    expect(formatLitres('240.00')).toBe('240');
    expect(formatLitres('7.5')).toBe('7,5');
    expect(formatNumber('1234.5')).toBe('1.234,5');
  });

  it('reads a litre text so that "240 l" is shown as "240 l" again, and keeps any other text', () => {
    expect(`${formatLitres('240 l')} l`).toBe('240 l');
    expect(formatLitres('1.100 Liter')).toBe('1.100');
    expect(formatLitres(' groß ')).toBe('groß');
    expect(formatLitres(null)).toBe('');
    expect(formatLitres(undefined)).toBe('');
    expect(formatNumber('ca. 3')).toBe('ca. 3');
  });
});
