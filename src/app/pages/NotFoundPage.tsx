import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from '../../ui/page-heading';

/** Unknown page: 404 'This page could not be found' with a home button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const router = useRouter();
  // The page's one h1 says what happened, not just the portal's name; the status stays below it.
  usePageHeading(t('errorPage.notFoundHeading'));
  return (
    <Stack gap="md" align="flex-start" data-testid="error-page" data-status={404}>
      <Title order={2}>{t('errorPage.title', { status: 404 })}</Title>
      <Text>{t('errorPage.notFound')}</Text>
      <Button onClick={() => void router.navigate({ href: '/' })}>{t('errorPage.home')}</Button>
    </Stack>
  );
}
