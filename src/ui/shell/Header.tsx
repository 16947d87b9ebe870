import { ActionIcon, Box, Button, Group } from '@mantine/core';
import { IconMenu2, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoginButton } from '../LoginButton';
import { Logo } from './Logo';
import { ObjectSelector } from './ObjectSelector';
import type { LogoView, NavigateFn, ObjectView } from '../types';

const HEADER_MAX_HEIGHT = 120;

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
   * Desktop widths, logged out: the login button.
   */
  onLogin?: (() => void) | null;
}

/**
 * The top bar: object selector or logo, and the menu button (phones) or the account button
 * (desktop widths, where the left column is the navigation). CSS picks the variant, not a media
 * query in JS, so the prerendered start page is right at every width before the code has loaded.
 */
export function Header(props: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" mah={HEADER_MAX_HEIGHT} px="md" py="xs" gap="sm" wrap="nowrap" justify="space-between" className="shell-header__bar">
      <Box style={{ flex: 1, minWidth: 0 }} className="shell-header__main">
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
        hiddenFrom="md"
        variant="subtle"
        color="dark"
        // The bar's own text colour: dark on a light brand colour, white on a dark one (shell.css).
        style={{ color: 'inherit' }}
        size={44}
        radius="md"
        aria-label={t('header.openMenu')}
        aria-expanded={props.menuOpened}
        aria-haspopup="dialog"
        onClick={props.onMenuClick}
      >
        <IconMenu2 size={26} aria-hidden="true" />
      </ActionIcon>
      {props.authorized ? (
        <Button
          visibleFrom="md"
          variant="default"
          leftSection={<IconUserCircle size={20} aria-hidden="true" />}
          aria-expanded={props.menuOpened}
          aria-haspopup="dialog"
          onClick={props.onMenuClick}
        >
          {t('header.account')}
        </Button>
      ) : (
        props.onLogin && (
          <LoginButton visibleFrom="md" onLogin={props.onLogin}>
            {t('drawer.login')}
          </LoginButton>
        )
      )}
    </Group>
  );
}
