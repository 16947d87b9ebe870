/**
 * The function imports a session opened without a password (a community profile's login with
 * Kassenzeichen and Objektnummer) may not call: they change payment or contact data or cancel an
 * order. The reference backend refuses them to such a session with 403; the portal does not offer
 * them there at all (gate.ts withholds them), so no button leads to that refusal.
 */
export const FULL_LOGIN_FUNCTIONS: readonly string[] = ['AktualisiereStammdaten', 'ErteileSepaMandat', 'StorniereAuftrag', 'StorniereStueckgutAuftrag'];
