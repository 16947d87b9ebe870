/**
 * Claim types a visitor may report by address without logging in (LegeReklamationAn): the
 * authority's ReklamationsZuordnungen with the assignment "Adresse" (10).
 */
import type { SeedContext } from './context';

const ADDRESS = 10;

export function seedVisitorClaimTypes(ctx: SeedContext): void {
  const next = (ctx.db.prepare(`SELECT COALESCE(MAX("ReklamationsZuordnungenId"), 0) AS n FROM "ReklamationsZuordnungen"`).get() as { n: number }).n;
  // Behälter nicht geleert (what authorities are told most), Sperrmüll nicht abgeholt, Verschmutzung
  // nach der Leerung (claims); Allgemeine Anfrage (request).
  [1, 3, 4, 8].forEach((art, i) => ctx.insert('ReklamationsZuordnungen', { ReklamationsZuordnungenId: next + i + 1, ReklamationsZuordnungsTyp: ADDRESS, ReklamationsArt: art }));
}
