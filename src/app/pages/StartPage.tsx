import { Alert, Stack } from '@mantine/core';
import { useRouter, useSearch } from '@tanstack/react-router';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LandingPage } from '../../ui/LandingPage';
import { portalConfig, profileInfo } from '../config';
import { openLogin } from '../shell/login-dialog';
import { MaintenancePage } from './MaintenancePage';

const FLAGS = ['expired', 'obsolete', 'notallowed', 'redirect'] as const;

/** `/`: landing and login; the flags of SPEC section 2 explain why the user is here. */
export function StartPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const search = useSearch({ from: '/' });
  const flag = FLAGS.find((name) => Boolean(search[name]));

  const loginFlag = Boolean(search.login);
  // Someone sent here to log in (guard redirect, expired session) gets the dialog right away.
  useEffect(() => {
    if ((search.redirect || search.expired) && profileInfo.access.includes('private')) openLogin();
  }, [search.redirect, search.expired]);
  // `/?login`: a login tapped before the code had run (LoginButton). Open it and drop the flag, so
  // closing the dialog and reloading does not bring it back.
  useEffect(() => {
    if (!loginFlag) return;
    if (profileInfo.access.includes('private')) openLogin();
    void router.navigate({ to: '/', search: ({ login: _login, ...rest }) => rest, replace: true });
  }, [loginFlag, router]);

  if (search.maintenance) return <MaintenancePage />;
  return (
    <Stack gap="lg">
      {flag && (
        <Alert color="brand" variant="light" icon={<IconInfoCircle aria-hidden="true" />} data-testid={`flag-${flag}`}>
          {t(`guard.${flag}`)}
        </Alert>
      )}
      <LandingPage
        title={portalConfig.texts.landingTitle}
        subtitle={portalConfig.texts.landingSubtitle}
        access={profileInfo.access}
        onNavigate={(path) => void router.navigate({ href: path })}
        onLogin={openLogin}
      />
    </Stack>
  );
}
