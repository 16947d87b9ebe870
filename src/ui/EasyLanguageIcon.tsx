/**
 * A pictogram for "Leichte Sprache", drawn here: a head in profile beside an open book with a tick,
 * the motif residents know from such links. Decorative: the link's words name it.
 */
export function EasyLanguageIcon({ size = 24 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon="easy-language"
    >
      {/* The head, looking right at the book. */}
      <circle cx="6" cy="6" r="3" />
      <path d="M2 21v-4.5a4 4 0 0 1 8 0" />
      {/* The open book. */}
      <path d="M12 9.5c1.6-1 3.4-1 5 0c1.6-1 3.4-1 5 0v10c-1.6-1-3.4-1-5 0c-1.6-1-3.4-1-5 0z" />
      <path d="M17 9.5v10" />
      {/* The tick: easy to understand. */}
      <path d="M14 3.5l1.5 1.5l3-3" />
    </svg>
  );
}
