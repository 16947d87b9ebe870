import { ActionIcon, Box, Button, Group } from '@mantine/core';
import { IconLogin2, IconMenu2, IconUserCircle } from '@tabler/icons-react';
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
  /**
   * 'phone': the yellow bar with the menu button (the drawer holds navigation and account).
   * 'desktop' (751 px until the sidebar fits): the navigation column is on the left already, so the
   * bar only carries the object selector and the account (issue 15 item 2: one navigation).
   */
  mode?: 'phone' | 'desktop';
  /** Desktop mode, logged out: the login button takes the account button's place. */
  onLogin?: (() => void) | null;
}

/** The top bar: object selector or logo, and the menu (phone) or account (desktop) button. */
export function Header(props: HeaderProps) {
  const { t } = useTranslation();
  const desktop = props.mode === 'desktop';
  let trailing;
  if (!desktop) {
    trailing = (
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
    );
  } else if (props.authorized) {
    trailing = (
      <Button
        variant="default"
        leftSection={<IconUserCircle size={20} aria-hidden="true" />}
        aria-expanded={props.menuOpened}
        aria-haspopup="dialog"
        onClick={props.onMenuClick}
      >
        {t('header.account')}
      </Button>
    );
  } else if (props.onLogin) {
    trailing = (
      <Button leftSection={<IconLogin2 size={18} aria-hidden="true" />} onClick={props.onLogin}>
        {t('drawer.login')}
      </Button>
    );
  }
  return (
    <Group
      h="100%"
      mah={HEADER_MAX_HEIGHT}
      px="md"
      py="xs"
      gap="sm"
      wrap="nowrap"
      justify="space-between"
      bg={desktop ? 'white' : 'brand.6'}
      c="dark.9"
      className={desktop ? 'shell-header__bar--desktop' : undefined}
    >
      <Box style={{ flex: 1, minWidth: 0, maxWidth: desktop ? 480 : undefined }}>
        {props.authorized ? (
          <ObjectSelector
            objects={props.objects}
            value={props.objectId}
            onChange={props.onObjectChange}
            disabled={props.disabled}
            hideLabel
          />
        ) : desktop ? null : (
          <Logo logo={props.logo} onNavigate={props.onNavigate} variant="dark" height={40} />
        )}
      </Box>
      {trailing}
    </Group>
  );
}
