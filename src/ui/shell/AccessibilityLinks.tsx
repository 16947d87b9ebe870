import { IconAccessible, IconHandLoveYou, IconMessageReport } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EasyLanguageIcon } from '../EasyLanguageIcon';
import { ACCESSIBILITY_PAGES } from '../site-pages';
import type { NavigateFn } from '../types';

const ICONS: Record<(typeof ACCESSIBILITY_PAGES)[number]['key'], ReactNode> = {
  statement: <IconAccessible size={20} aria-hidden="true" />,
  report: <IconMessageReport size={20} aria-hidden="true" />,
  easyLanguage: <EasyLanguageIcon size={20} />,
  signLanguage: <IconHandLoveYou size={20} aria-hidden="true" />,
};

export interface AccessibilityLinksProps {
  onNavigate: NavigateFn;
  /** Called after a navigation, e.g. to close the phone drawer. */
  onItemClick?: () => void;
}

/** The footer's links to the accessibility pages: portal pages, so a plain click goes through the app's router. */
export function AccessibilityLinks({ onNavigate, onItemClick }: AccessibilityLinksProps) {
  const { t } = useTranslation();
  const handleClick = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
    onItemClick?.();
  };
  return (
    <nav aria-label={t('drawer.accessibility')}>
      <ul className="a11y-links">
        {ACCESSIBILITY_PAGES.map(({ key, path }) => (
          <li key={key}>
            <a className="a11y-link portal-focus" href={path} onClick={handleClick(path)}>
              {ICONS[key]}
              <span>{t(`drawer.${key}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
