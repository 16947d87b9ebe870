import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../../session/session';
import { PageSkeleton } from '../../ui/shell/PageSkeleton';
import { offersLogin, profileInfo } from '../config';
import { useLandingTopics } from '../use-navigation-items';
import { openLogin } from '../shell/login-dialog';
import { MaintenancePage } from './MaintenancePage';
import { StartContent, startFlag } from './StartContent';

/** `/`: landing and login; the start page's flags explain why the user is here. */
export function StartPage() {
  const router = useRouter();
  const search = useSearch({ from: '/' });
  const flag = startFlag(search, profileInfo);
  const topics = useLandingTopics();
  const { authorized } = useSession();

  const loginFlag = Boolean(search.login);
  // Someone sent here to log in (guard redirect, expired session) gets the dialog right away.
  useEffect(() => {
    if ((search.redirect || search.expired) && offersLogin(profileInfo)) openLogin();
  }, [search.redirect, search.expired]);
  // `/?login`: a login tapped before the code had run (LoginButton). Open it and drop the flag, so
  // closing the dialog and reloading does not bring it back.
  useEffect(() => {
    if (!loginFlag) return;
    if (offersLogin(profileInfo)) openLogin();
    void router.navigate({ to: '/', search: ({ login: _login, ...rest }) => rest, replace: true });
  }, [loginFlag, router]);

  if (search.maintenance) return <MaintenancePage />;
  // Logged in, the start page only waits for the guard to send the resident on to their object
  // (right after the login, or a reload of `/`): show that page taking shape, not the visitor's
  // welcome and registration the resident has just left behind.
  if (authorized) return <PageSkeleton />;
  return <StartContent flag={flag} topics={topics} onNavigate={(path) => void router.navigate({ href: path })} />;
}
