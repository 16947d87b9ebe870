import { NavLink, Stack } from '@mantine/core';
import { Fragment, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavIcon } from './NavIcon';
import type { NavigateFn, NavItemView } from './types';

/** "Sperrmüll/Wertstoffe" -> "Sperrmüll/" line break "Wertstoffe" (SPEC: break after a slash). */
export function breakAfterSlash(label: string) {
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
  /** Called after a navigation, e.g. to close the mobile drawer. */
  onItemClick?: () => void;
}

export function NavList({ items, onNavigate, onItemClick }: NavListProps) {
  const { t } = useTranslation();
  const handleClick = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
    onItemClick?.();
  };
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            component="a"
            href={item.path}
            onClick={handleClick(item.path)}
            active={item.active}
            aria-current={item.active ? 'page' : undefined}
            label={breakAfterSlash(t(item.labelKey))}
            leftSection={<NavIcon name={item.icon} />}
            variant="light"
            styles={{
              root: { borderRadius: 'var(--mantine-radius-md)', minHeight: 44 },
              label: { fontSize: 'var(--mantine-font-size-md)', fontWeight: item.active ? 600 : 500 },
            }}
          />
        </li>
      ))}
    </Stack>
  );
}
