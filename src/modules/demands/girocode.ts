/**
 * The payload of a GiroCode (EPC QR code, EPC069-12 version 002): what a banking app reads to fill
 * in a SEPA credit transfer. React-free; the QR image is drawn elsewhere.
 */

/** The unstructured remittance text of a SEPA transfer holds at most this many characters. */
export const REMITTANCE_MAX = 140;
/** The beneficiary's name holds at most this many characters. */
const NAME_MAX = 70;

export interface EpcTransfer {
  name: string;
  iban: string;
  bic: string | null;
  amountCents: number;
  remittance: string;
}

/**
 * The twelve-line-or-shorter EPC payload (lines joined by LF), or null when the transfer cannot be
 * encoded as the standard allows (remittance longer than 140 characters, no amount, amount above
 * 999,999,999.99 €): a code a bank rejects or truncates is worse than none.
 */
export function epcPayload(transfer: EpcTransfer): string | null {
  const name = transfer.name.trim();
  const remittance = transfer.remittance.trim();
  const iban = transfer.iban.replace(/\s/g, '').toUpperCase();
  if (!name || !iban || [...remittance].length > REMITTANCE_MAX) return null;
  if (!Number.isInteger(transfer.amountCents) || transfer.amountCents < 1 || transfer.amountCents > 99_999_999_999) return null;
  const lines = [
    'BCD', // service tag
    '002', // version: the BIC may be left empty within the EEA
    '1', // character set 1 = UTF-8 (umlauts in names and texts as they are)
    'SCT', // SEPA credit transfer
    transfer.bic?.replace(/\s/g, '').toUpperCase() ?? '',
    [...name].slice(0, NAME_MAX).join(''),
    iban,
    `EUR${(transfer.amountCents / 100).toFixed(2)}`,
    '', // purpose code: none
    '', // structured creditor reference: none, the text below is used instead
    remittance,
  ];
  return lines.join('\n');
}
