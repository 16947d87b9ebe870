/** What a resident may ask for a bin (GefaessAntragsarten, the choice of BeantrageGefaess). */
import type { SeedContext } from './context';

const KINDS: [string, string, boolean, boolean][] = [
  ['Behälter bestellen', 'Eine zusätzliche Tonne, z. B. für Bioabfall oder Papier.', true, false],
  ['Behälter tauschen', 'Eine größere oder kleinere Tonne statt der bisherigen.', true, true],
  ['Behälter abmelden', 'Die Tonne wird abgeholt und nicht mehr berechnet.', false, true],
];

export function seedContainerRequestKinds(ctx: SeedContext): void {
  KINDS.forEach(([bezeichnung, beschreibung, neu, bisher], i) =>
    ctx.insert('GefaessAntragsarten', {
      GefaessAntragsartenId: i + 1,
      Bezeichnung: bezeichnung,
      Beschreibung: beschreibung,
      BrauchtNeuenBehaelter: neu,
      BrauchtBisherigenBehaelter: bisher,
    }),
  );
}
