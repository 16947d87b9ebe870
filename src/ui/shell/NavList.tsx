import { Fragment, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavIcon } from './NavIcon';
import type { NavigateFn, NavItemView } from '../types';

/** "Sperrmüll/Wertstoffe" -> "Sperrmüll/" line break "Wertstoffe" (break after a slash). */
function breakAfterSlash(label: string) {
  const parts = label.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<br />
        </>
      )}
    </Fragment>
  ));
}

export interface NavListProps {
  items: readonly NavItemView[];
  onNavigate: NavigateFn;
  /** Called after a navigation, e.g. to close the phone drawer. */
  onItemClick?: () => void;
}

/** The module menu as real links; plain left clicks go through the app's router. */
export function NavList({ items, onNavigate, onItemClick }: NavListProps) {
  const { t } = useTranslation();
  const handleClick = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
    onItemClick?.();
  };
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
      {items.map((item) => (
        <li key={item.key}>
          <a
            className="nav-item portal-focus"
            href={item.path}
            onClick={handleClick(item.path)}
            aria-current={item.active ? 'page' : undefined}
          >
            <NavIcon name={item.icon} size={22} />
            <span>{breakAfterSlash(t(item.labelKey))}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
