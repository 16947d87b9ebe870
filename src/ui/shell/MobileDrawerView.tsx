import { Anchor, CloseButton, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconKey, IconUserCircle } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthButton } from './AuthButton';
import { formatOwnerName } from './formatOwnerName';
import { FooterLinks } from './FooterLinks';
import { InstallButton } from './InstallButton';
import { Logo } from './Logo';
import { NavList } from './NavList';
import { useReturnFocus } from '../useReturnFocus';
import type { AuthAction, FooterLinksView, LogoView, NavigateFn, NavItemView, OwnerAddressView } from '../types';

export interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  logo: LogoView;
  /** null: the account drawer of the desktop widths, whose navigation is the left column. */
  items: readonly NavItemView[] | null;
  links: FooterLinksView;
  onNavigate: NavigateFn;
  /** Owner of the selected object; the greeting is shown only when present. */
  owner?: OwnerAddressView | null;
  /** Path of the profile settings page, or null when the profile/server does not offer it. */
  settingsPath?: string | null;
  /** Path that opens the password-change dialog, or null (same availability as the settings). */
  passwordPath?: string | null;
  authAction: AuthAction;
  onLogin: () => void;
  onLogout: () => void;
  onNoPassLogout: () => void;
}

const accountLinkStyle = { display: 'inline-flex', gap: 6, alignItems: 'center' } as const;

/** Navigation on phones: slides in from the right. */
export default function MobileDrawerView(props: MobileDrawerProps) {
  const { opened, onClose, logo, items, links, onNavigate, owner, settingsPath, authAction } = props;
  const { t } = useTranslation();
  const name = formatOwnerName(owner);
  useReturnFocus(opened);
  const go = (path: string) => {
    onNavigate(path);
    onClose();
  };
  const after = (action: () => void) => () => {
    onClose();
    action();
  };
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    go(path);
  };
  const passwordPath = props.passwordPath;
  return (
    // Mounted open on the first tap (lazy), so Mantine would not know the menu button: see useReturnFocus.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={320} returnFocus={false}>
      <Drawer.Overlay />
      <Drawer.Content aria-label={t(items ? 'drawer.title' : 'drawer.accountTitle')}>
      <Drawer.Body p={0}>
      <Stack gap="md" p="md" mih="100dvh">
        <Group justify="space-between" wrap="nowrap">
          <Logo logo={logo} onNavigate={go} height={40} />
          <CloseButton size="lg" aria-label={t(items ? 'drawer.close' : 'drawer.accountClose')} onClick={onClose} />
        </Group>
        {owner && (
          <Stack gap={4}>
            <Text fw={600}>{name ? t('drawer.greeting', { name }) : t('drawer.greetingAnonymous')}</Text>
            {settingsPath && (
              <Anchor href={settingsPath} onClick={follow(settingsPath)} size="sm" style={accountLinkStyle}>
                <IconUserCircle size={18} aria-hidden="true" />
                {t('drawer.profileSettings')}
              </Anchor>
            )}
            {passwordPath && (
              <Anchor href={passwordPath} onClick={follow(passwordPath)} size="sm" style={accountLinkStyle}>
                <IconKey size={18} aria-hidden="true" />
                {t('drawer.password')}
              </Anchor>
            )}
          </Stack>
        )}
        {items && (
          <>
            <Divider />
            <nav aria-label={t('nav.main')}>
              <NavList items={items} onNavigate={onNavigate} onItemClick={onClose} />
            </nav>
          </>
        )}
        <Stack gap="sm" mt="auto">
          <InstallButton />
          <AuthButton
            action={authAction}
            onLogin={after(props.onLogin)}
            onLogout={after(props.onLogout)}
            onNoPassLogout={after(props.onNoPassLogout)}
          />
          {/* The phone menu covers the page and its footer: the accessibility pages are offered here too. */}
          <FooterLinks links={links} onNavigate={items ? onNavigate : undefined} onItemClick={onClose} />
        </Stack>
      </Stack>
      </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
