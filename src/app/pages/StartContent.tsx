import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LandingTopicView, NavigateFn } from '../../ui/types';
import { AppLink } from '../../ui/AppLink';
import { EasyLanguageIcon } from '../../ui/EasyLanguageIcon';
import { LandingPage } from '../../ui/shell/LandingPage';
import { offersLogin, portalConfig, profileInfo, type ProfileInfo } from '../config';
import { openLogin } from '../shell/login-dialog';

/** The start page's flags that explain with a note why the user is here. */
export const START_FLAGS = ['expired', 'elsewhere', 'obsolete', 'notallowed', 'redirect'] as const;
export type StartFlag = (typeof START_FLAGS)[number];

/**
 * The flag whose note the start page shows: each one asks to log in (again), so a profile without
 * a login shows none, whatever the address says (an old link, a bookmark from another portal).
 */
export function startFlag(search: Readonly<Partial<Record<StartFlag, unknown>>>, info: Pick<ProfileInfo, 'access'>): StartFlag | undefined {
  return offersLogin(info) ? START_FLAGS.find((name) => Boolean(search[name])) : undefined;
}

/**
 * The start page's content: the note of a flag, then the landing. Router-free, so that a visitor's
 * start page (src/app/visitor) draws the same content as the portal's `/` route (StartPage).
 */
export function StartContent({ flag, topics, onNavigate }: { flag?: StartFlag; topics: readonly LandingTopicView[]; onNavigate: NavigateFn }) {
  const { t } = useTranslation();
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
        topics={topics}
        onNavigate={onNavigate}
        onLogin={openLogin}
      />
      {/* Leichte Sprache is offered where residents arrive, with its pictogram, not only in the footer. */}
      <AppLink
        to="/leichte-sprache"
        onNavigate={onNavigate}
        fw={600}
        size="lg"
        data-testid="start-easy-language"
        className="start-easy-language"
        title={t('landing.easyLanguage.text')}
      >
        <EasyLanguageIcon size={32} />
        {t('landing.easyLanguage.link')}
      </AppLink>
    </Stack>
  );
}
