import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

/** First tab stop: jumps over the navigation to the page content (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href={`#${MAIN_ID}`} className="skip-link portal-focus">
      {t('app.skipToContent')}
    </a>
  );
}
