/**
 * Characters that make a short text (a house number, a login name) show or print as something else
 * than it is: C0 and C1 controls (NEL U+0085 and CSI U+009B among them), line and paragraph
 * separators, zero-width characters and the byte order mark, bidi marks, embeddings, overrides and
 * isolates.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/;
