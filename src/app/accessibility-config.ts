/**
 * The `accessibility` section of portal.json: what the authority states about the portal's
 * accessibility (the statement public bodies must publish), whom residents write to about a
 * barrier, where they turn when the answer does not help, and its sign-language video. Plain data
 * without imports, so the build (tools/portal-config.ts, which warns about missing entries) and the
 * portal read the section with the same defaults.
 */

/** How far the portal meets the standard, in the three wordings of the EU model statement. */
export type Conformity = 'full' | 'partial' | 'none';
/** How the statement was made: the authority's own assessment or a test by a third party. */
export type AssessmentMethod = 'self' | 'thirdParty';

export interface NonAccessibleItem {
  /** What is not accessible, in words a resident understands. */
  content: string;
  /** Why: which requirement it misses, or that the burden would be disproportionate. */
  reason: string;
}

export interface EnforcementBody {
  name: string;
  /** Postal address, one line each. */
  address: string[];
  email: string | null;
  url: string | null;
}

export interface SignLanguageVideo {
  /** A file in the authority's folder (published under /brand/) or an https address (shown as a link). */
  video: string | null;
  /** WebVTT captions of a video file, in the authority's folder. */
  captions: string | null;
  /** Where the written text of the video is (an https address). */
  transcript: string | null;
}

export interface AccessibilityConfig {
  conformity: Conformity;
  /** The known barriers; each with its reason. */
  nonAccessible: NonAccessibleItem[];
  /** ISO dates (YYYY-MM-DD); null when the authority has not said. */
  statementDate: string | null;
  reviewDate: string | null;
  method: AssessmentMethod;
  /** Where residents write about a barrier; null when the authority has not said. */
  contactEmail: string | null;
  contactPhone: string | null;
  enforcement: EnforcementBody;
  signLanguage: SignLanguageVideo;
}

/**
 * The federal conciliation body, where residents turn when the authority's answer does not resolve
 * a barrier. An authority of a Land names the body of its own Land instead.
 */
export const FEDERAL_ENFORCEMENT: EnforcementBody = {
  name: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (Schlichtungsstelle BGG) bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen',
  address: ['Mauerstraße 53', '10117 Berlin'],
  email: 'info@schlichtungsstelle-bgg.de',
  url: 'https://www.schlichtungsstelle-bgg.de',
};

/** The entries a complete statement needs; each one missing is named in the build's warning. */
export const STATEMENT_ENTRIES = ['conformity', 'nonAccessible', 'statementDate', 'reviewDate', 'method', 'contactEmail', 'enforcement'] as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const isoDate = (value: unknown): string | null => {
  const date = text(value);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : null;
};

function items(value: unknown): NonAccessibleItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isObject(item)) return [];
    const content = text(item.content);
    return content ? [{ content, reason: text(item.reason) ?? '' }] : [];
  });
}

function enforcement(value: unknown): EnforcementBody {
  if (!isObject(value) || !text(value.name)) return FEDERAL_ENFORCEMENT;
  const address = Array.isArray(value.address) ? value.address.map(text).filter((line): line is string => line !== null) : [];
  return { name: text(value.name)!, address, email: text(value.email), url: text(value.url) };
}

/** The section as the portal shows it: every entry the authority left out gets its default. */
export function readAccessibility(section: unknown): AccessibilityConfig {
  const json = isObject(section) ? section : {};
  const sign = isObject(json.signLanguage) ? json.signLanguage : {};
  return {
    conformity: json.conformity === 'full' || json.conformity === 'none' ? json.conformity : 'partial',
    nonAccessible: items(json.nonAccessible),
    statementDate: isoDate(json.statementDate),
    reviewDate: isoDate(json.reviewDate),
    method: json.method === 'thirdParty' ? 'thirdParty' : 'self',
    contactEmail: text(json.contactEmail),
    contactPhone: text(json.contactPhone),
    enforcement: enforcement(json.enforcement),
    signLanguage: { video: text(sign.video), captions: text(sign.captions), transcript: text(sign.transcript) },
  };
}

/** The statement's entries the section does not give (the portal then shows its defaults). */
export function missingStatementEntries(section: unknown): string[] {
  const json = isObject(section) ? section : {};
  return STATEMENT_ENTRIES.filter((key) => {
    const value = json[key];
    if (key === 'nonAccessible') return !Array.isArray(value);
    if (key === 'statementDate' || key === 'reviewDate') return isoDate(value) === null;
    if (key === 'enforcement') return !isObject(value) || !text(value.name);
    return text(value) === null;
  });
}

/** A sign-language entry that names a file of the authority's folder rather than an address. */
export const isMediaFile = (value: string | null): value is string => value !== null && !/^[a-z][a-z0-9+.-]*:/i.test(value);
