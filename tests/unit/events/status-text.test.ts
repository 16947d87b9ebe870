import { describe, expect, it } from 'vitest';
import { fromReklamation, fromStueckgutAuftrag } from '../../../src/events/events';
import { eventStatusText } from '../../../src/events/format';
import { i18n } from '../../../src/i18n';
import { d, fullContext } from './fixtures';

const shown = (event: Parameters<typeof eventStatusText>[0]) => {
  const { key, params } = eventStatusText(event);
  return i18n.t(key, params);
};

// Every entry shows its date, requests are named as requests.
describe('status text of history entries', () => {
  it('gives a done claim its recorded date instead of "Erledigt am" with nothing after it', () => {
    const claim = fromReklamation({ ReklamationenId: 1, Status: 4, ErfasstAmDatum: d(2026, 3, 4), ReklamationsArt: { Bezeichnung: 'Leerung' } }, fullContext);
    expect(shown(claim)).toBe('Erledigt, erfasst am 04.03.2026');
  });

  it('gives a planned claim its recorded date', () => {
    const claim = fromReklamation({ ReklamationenId: 2, Status: 3, ErfasstAmDatum: d(2026, 3, 5) }, fullContext);
    expect(shown(claim)).toBe('Geplant, erfasst am 05.03.2026');
  });

  it('never ends a text on "am" when no date is known at all', () => {
    const claim = fromReklamation({ ReklamationenId: 3, Status: 4 }, fullContext);
    expect(shown(claim)).toBe('Erledigt');
    expect(shown(claim)).not.toMatch(/am\s*$/);
  });

  it('keeps the status date where it exists and no date for canceled entries', () => {
    const dump = fromStueckgutAuftrag({ StueckgutAuftraegeId: 4, Status: 3, SollDatum: d(2026, 5, 6), Erstellungsdatum: d(2026, 1, 1) }, fullContext);
    expect(shown(dump)).toBe('Geplant für 06.05.2026');
    const canceled = fromReklamation({ ReklamationenId: 5, Status: 6, ErfasstAmDatum: d(2026, 3, 4) }, fullContext);
    expect(shown(canceled)).toBe('Storniert');
  });

  it('names requests as requests and claims as claims', () => {
    const request = fromReklamation({ ReklamationenId: 6, ErfasstAmDatum: d(2026, 3, 4), ReklamationsArt: { Bezeichnung: 'Behälter tauschen', ReklamationOderAnfrage: 1 } }, fullContext);
    const claim = fromReklamation({ ReklamationenId: 7, ErfasstAmDatum: d(2026, 3, 4), ReklamationsArt: { Bezeichnung: 'Leerung', ReklamationOderAnfrage: 0 } }, fullContext);
    expect(i18n.t(request.title.key, request.title.params)).toBe('Anfrage: Behälter tauschen');
    expect(i18n.t(claim.title.key, claim.title.params)).toBe('Reklamation: Leerung');
  });
});
