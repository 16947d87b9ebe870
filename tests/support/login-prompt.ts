/**
 * What reads as a request to log in, in the portal's German: the login button ("Anmelden", also
 * in "Anmelden und Sperrmüll anmelden"), "melden Sie sich … an", and words only a login needs.
 * "anmelden" in lower case is the booking of a pick-up ("Sperrmüll anmelden") and stays allowed.
 * Shared by the unit and e2e checks of profiles without a login.
 */
const LOGIN_PROMPTS: readonly RegExp[] = [
  /\bAnmelden\b/,
  /melden Sie sich\b[^.]*\ban\b/i,
  /Zugangs·?daten|Benutzerkennung|Pass·?wort|einloggen|\bLogin\b/i,
];

/** The passages of `text` that ask the reader to log in (each with some context); empty when there are none. */
export function loginPrompts(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return LOGIN_PROMPTS.flatMap((prompt) => {
    const found = prompt.exec(flat);
    return found ? [flat.slice(Math.max(0, found.index - 40), found.index + found[0].length + 40)] : [];
  });
}
