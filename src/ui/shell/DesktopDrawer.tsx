import { Box, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FooterLinks } from './FooterLinks';
import { InstallButton } from './InstallButton';
import { Logo } from './Logo';
import { NavList } from './NavList';
import type { FooterLinksView, LogoView, NavigateFn, NavItemView } from '../types';

export interface DesktopDrawerProps {
  logo: LogoView;
  items: readonly NavItemView[];
  links: FooterLinksView;
  onNavigate: NavigateFn;
}

/** Permanent left navigation on desktop (inside the layout's 256 px navbar). */
export function DesktopDrawer({ logo, items, links, onNavigate }: DesktopDrawerProps) {
  const { t } = useTranslation();
  return (
    <Stack h="100%" gap={0}>
      <Box px="lg" pt="lg" pb="md">
        <Logo logo={logo} onNavigate={onNavigate} height={56} />
      </Box>
      <Box component="nav" aria-label={t('nav.main')} className="portal-scroll" px="sm" style={{ flex: 1 }}>
        <NavList items={items} onNavigate={onNavigate} />
      </Box>
      <Stack gap="sm" p="md">
        <InstallButton />
        <Divider />
        <FooterLinks links={links} />
      </Stack>
    </Stack>
  );
}
