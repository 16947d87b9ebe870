import { ActionIcon, Box, Group } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo';
import { ObjectSelector } from './ObjectSelector';
import type { LogoView, NavigateFn, ObjectView } from './types';

export const HEADER_MAX_HEIGHT = 120;

export interface HeaderProps {
  /** Authorized users pick their object here instead of seeing the logo. */
  authorized: boolean;
  objects: readonly ObjectView[];
  objectId: number | null;
  onObjectChange: (objectId: number) => void;
  /** E.g. while the demands module is shown, switching objects is not allowed. */
  disabled?: boolean;
  logo: LogoView;
  onNavigate: NavigateFn;
  menuOpened: boolean;
  onMenuClick: () => void;
}

/** The phone header: brand yellow bar with dark ink, object selector or logo, and the menu button. */
export function Header(props: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Group
      h="100%"
      mah={HEADER_MAX_HEIGHT}
      px="md"
      py="xs"
      gap="sm"
      wrap="nowrap"
      justify="space-between"
      bg="brand.6"
      c="dark.9"
    >
      <Box style={{ flex: 1, minWidth: 0 }}>
        {props.authorized ? (
          <ObjectSelector
            objects={props.objects}
            value={props.objectId}
            onChange={props.onObjectChange}
            disabled={props.disabled}
            hideLabel
          />
        ) : (
          // From 751 px the navigation column shows the logo already.
          <Box hiddenFrom="md">
            <Logo logo={props.logo} onNavigate={props.onNavigate} variant="dark" height={40} />
          </Box>
        )}
      </Box>
      <ActionIcon
        variant="subtle"
        color="dark"
        size={44}
        radius="md"
        aria-label={t('header.openMenu')}
        aria-expanded={props.menuOpened}
        aria-haspopup="dialog"
        onClick={props.onMenuClick}
      >
        <IconMenu2 size={26} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
