/**
 * The text patterns of the validation rules (docs/behaviour.md, "Validation") that both sides check: codegen writes them into each form's
 * JSON Schema (so the precompiled ajv validator enforces them) and the portal's rule functions
 * (src/forms/validation.ts) test with the same source. One copy, so the two never disagree again.
 * Written for ajv's Unicode mode (`u` flag). Isomorphic: no Node APIs.
 */

/** RFC 5321 limit; checked before the pattern so hostile input never reaches the regex. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Local part of the usual atext characters with single dots between them, then a dotted domain of
 * LDH labels with a top-level label: no whitespace, no second `@`, no markup.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";

/** Digits first, then an optional addition such as `a`, ` b`, `-14`, `/1`, `A-C` (street number). */
export const STREET_NUMBER_PATTERN = '^\\s*(\\d{1,6})\\s*([-/]?\\s*[\\p{L}\\d][\\p{L}\\d .\\-/]{0,14})?\\s*$';

/** Something other than white space (NotEmpty on text). */
export const NOT_BLANK_PATTERN = '\\S';
