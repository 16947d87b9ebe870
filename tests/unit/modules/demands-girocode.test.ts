/** The GiroCode payload (EPC069-12, version 002): exact lines, the 140-character limit, umlauts. */
import { describe, expect, it } from 'vitest';
import { epcPayload, REMITTANCE_MAX } from '../../../src/modules/demands/girocode';

const transfer = { name: 'Abfallwirtschaftsbetrieb Musterkreis', iban: 'DE84 5135 0025 0000 1234 56', bic: 'HELADEF1GIE', amountCents: 98280, remittance: 'KZ-2026-0002 Nr. 12,13' };

describe('epcPayload', () => {
  it('writes the lines of the standard: BCD, 002, UTF-8, SCT, BIC, name, IBAN, EUR amount, empty purpose, text', () => {
    expect(epcPayload(transfer)!.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'HELADEF1GIE',
      'Abfallwirtschaftsbetrieb Musterkreis',
      'DE84513500250000123456',
      'EUR982.80',
      '',
      '',
      'KZ-2026-0002 Nr. 12,13',
    ]);
  });

  it('leaves the BIC empty when there is none and writes cents with two decimals', () => {
    const lines = epcPayload({ ...transfer, bic: null, amountCents: 5 })!.split('\n');
    expect(lines[4]).toBe('');
    expect(lines[7]).toBe('EUR0.05');
  });

  it('keeps umlauts as UTF-8 characters and counts characters, not bytes, against the limit', () => {
    const text = 'Müllgebühr Größe ä'.padEnd(REMITTANCE_MAX, 'ü');
    const payload = epcPayload({ ...transfer, name: 'Abfallwirtschaft Görlitz', remittance: text })!;
    expect(payload.split('\n')[5]).toBe('Abfallwirtschaft Görlitz');
    expect(payload.split('\n')[10]).toBe(text);
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(REMITTANCE_MAX);
  });

  it('refuses a text of 141 characters, no amount and an empty name', () => {
    expect(epcPayload({ ...transfer, remittance: 'x'.repeat(REMITTANCE_MAX + 1) })).toBeNull();
    expect(epcPayload({ ...transfer, remittance: 'x'.repeat(REMITTANCE_MAX) })).not.toBeNull();
    expect(epcPayload({ ...transfer, amountCents: 0 })).toBeNull();
    expect(epcPayload({ ...transfer, name: ' ' })).toBeNull();
  });
});
