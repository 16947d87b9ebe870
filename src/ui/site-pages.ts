/**
 * The pages public bodies link from every page: the accessibility statement, the form to report a
 * barrier, the portal in Leichte Sprache and in Deutscher Gebärdensprache, each with the namespaces
 * of de-DE.json only it draws. Plain data, one list: the footer links them
 * (ui/shell/AccessibilityLinks.tsx), their texts load with their route (app/page-texts.ts, read by
 * the build too), and the server's page table is checked against it.
 */
export const ACCESSIBILITY_PAGES = [
  { key: 'statement', path: '/barrierefreiheit', texts: ['accessibilityStatement'] },
  { key: 'report', path: '/barriere-melden', texts: ['barrierReport'] },
  { key: 'easyLanguage', path: '/leichte-sprache', texts: ['easyLanguage'] },
  { key: 'signLanguage', path: '/gebaerdensprache', texts: ['signLanguage'] },
] as const;
