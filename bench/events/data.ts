/**
 * The synthetic event history both halves of bench:events use (Node store figures and the browser
 * render): deterministic, all five kinds mixed, dates spread over five years, as the mappers
 * produce them from OData rows. Pure; runs in Node and in the browser.
 */
import { capabilities } from '../../generated/capabilities';
import { capabilityGate } from '../../src/api/gate';
import type { ActionContext } from '../../src/events/actions';
import { fromAbfuhrAuftrag, fromAuftrag, fromFahrAuftrag, fromReklamation, fromStueckgutAuftrag, type PortalEvent } from '../../src/events/events';

const offered = async () => true;
/** The reference backend with every action's function (the mappers ask the gate for them). */
export const benchContext: ActionContext = {
  capabilities: capabilityGate(capabilities, { StorniereAuftrag: offered, StorniereStueckgutAuftrag: offered, LegeReklamationAngemeldetAn: offered }),
  modules: ['dump', 'claims'],
};

/** A day generator with its own seed, so every run sees the same dates. */
export function dayGenerator(seed = 42): () => Date {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return () => new Date(Date.UTC(2022, 0, 1) + Math.floor(random() * 5 * 365) * 86_400_000);
}

const STATUSES = [1, 3, 4, 6, 7] as const;

/** Maps `count` OData-shaped rows to events (unsorted), cycling through the five kinds. */
export function makeEvents(count: number, ctx: ActionContext = benchContext, day: () => Date = dayGenerator()): PortalEvent[] {
  const events: PortalEvent[] = new Array<PortalEvent>(count);
  for (let i = 0; i < count; i++) {
    const status = STATUSES[i % STATUSES.length] ?? 1;
    switch (i % 5) {
      case 0:
        events[i] = fromAuftrag(
          { AuftraegeId: i, Erstellungsdatum: day(), Plandatum: day(), Istdatum: status === 4 ? day() : null, AuftragsStatus: status, AuftragsAktion: i % 3, Abfallart: { Name: 'Restabfall' }, Volumen: { VolumenWert: 240 }, GefaesseObj: { ChipReferenzNr: `CHIP-${i}` } },
          ctx,
        );
        break;
      case 1:
        events[i] = fromStueckgutAuftrag(
          { StueckgutAuftraegeId: i, Erstellungsdatum: day(), SollDatum: day(), Status: status, StueckgutAuftragsart: { StueckgutAuftragsartenId: 1, Name: 'Sperrmüll' }, StueckgutAnzahlen: { results: [{ Anzahl: 2, Stueckgut: { Name: 'Sofa' } }, { Anzahl: 1, Stueckgut: { Name: 'Schrank' } }] } },
          ctx,
        );
        break;
      case 2:
        events[i] = fromReklamation({ ReklamationenId: i, Status: 1, ErfasstAmDatum: day(), ReklamationsName: 'Tonne nicht geleert', ReklamationsArt: { Bezeichnung: 'Leerung' } }, ctx);
        break;
      case 3:
        events[i] = fromFahrAuftrag(
          { FahrAuftraegeId: i, Status: status, Istdatum: status === 4 ? day() : null, FahrAuftragsTour: { Datum: day() }, FahrAuftragsAktion: { Bezeichnung: 'Zusatzleerung' }, GefaesstarifArtenObj: { Bezeichnung: 'Restabfall 120 l' } },
          ctx,
        );
        break;
      default:
        events[i] = fromAbfuhrAuftrag(
          { AbfuhrAuftraegeId: i, Status: status, Istdatum: status === 4 ? day() : null, SollAbfuhrTermin: { Termin: day() }, GefaesstarifArtenObj: { Bezeichnung: 'Bioabfall 240 l' }, GefaesseObj: { ChipReferenzNr: `CHIP-${i}` } },
          ctx,
        );
    }
  }
  return events;
}
