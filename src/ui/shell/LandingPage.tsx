import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../AppLink';
import { LoginButton } from '../LoginButton';
import { NavIcon } from './NavIcon';
import type { LandingTopicView, NavigateFn } from '../types';

type Access = 'public' | 'private';

export interface LandingPageProps {
  /** Configured texts (portal.json texts.landingTitle/landingSubtitle); German defaults otherwise. */
  title?: string | null;
  subtitle?: string | null;
  access: readonly Access[];
  /** The cards leading to modules, only those whose pages exist here (the app decides which). */
  topics: readonly LandingTopicView[];
  onNavigate: NavigateFn;
  onLogin: () => void;
  /**
   * 'sidebar' is the compact version for the 350 px column; 'login' only its login card, for the
   * sidebar next to the start page, which shows title, subtitle and topics already.
   */
  variant?: 'page' | 'sidebar' | 'login';
}

export function LandingPage({ title, subtitle, access, topics, onNavigate, onLogin, variant = 'page' }: LandingPageProps) {
  const { t } = useTranslation();
  const isPrivate = access.includes('private');
  const compact = variant !== 'page';

  // On wide screens the sidebar carries the login card next to the page; one is enough.
  const login = isPrivate && (
    <Card
      withBorder
      radius="md"
      padding="lg"
      hiddenFrom={compact ? undefined : 'lg'}
      style={{ borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 }}
    >
      <Stack gap="sm">
        <Title order={compact ? 3 : 2} size="h4">
          {t('landing.loginTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('landing.loginText')}
        </Text>
        <LoginButton onLogin={onLogin} fullWidth={compact} w={compact ? undefined : 'fit-content'}>
          {t('landing.login')}
        </LoginButton>
      </Stack>
    </Card>
  );

  if (variant === 'login') return login || null;
  return (
    <Stack gap={compact ? 'md' : 'xl'}>
      <Stack gap={4}>
        <Title order={2} size="h3">
          {title?.trim() || t('landing.title')}
        </Title>
        <Text c="dimmed" size={compact ? 'sm' : 'lg'}>
          {subtitle?.trim() || t('landing.subtitle')}
        </Text>
      </Stack>
      {login}
      {topics.length > 0 && (
        <SimpleGrid cols={compact ? 1 : { base: 1, sm: 2 }} spacing={compact ? 'sm' : 'lg'}>
          {topics.map(({ key, texts, path, icon }) => (
            <Card key={key} withBorder radius="md" padding={compact ? 'md' : 'lg'}>
              <Group align="flex-start" wrap="nowrap" gap="md">
                <ThemeIcon size={compact ? 36 : 44} radius="md" variant="light" aria-hidden="true">
                  <NavIcon name={icon} size={compact ? 20 : 24} />
                </ThemeIcon>
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Title order={3} size={compact ? 'h6' : 'h5'}>
                    {t(`${texts}.title`)}
                  </Title>
                  {!compact && (
                    <Text size="sm" c="dimmed">
                      {t(`${texts}.text`)}
                    </Text>
                  )}
                  <AppLink to={path} onNavigate={onNavigate} size="sm" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                    {t(`${texts}.link`)}
                    <IconArrowRight size={16} aria-hidden="true" />
                  </AppLink>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
