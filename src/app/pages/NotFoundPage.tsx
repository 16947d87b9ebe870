import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Unknown page: 404 'This page could not be found' with a home button (SPEC section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <Stack gap="md" align="flex-start" data-testid="error-page" data-status={404}>
      <Title order={2}>{t('errorPage.title', { status: 404 })}</Title>
      <Text>{t('errorPage.notFound')}</Text>
      <Button onClick={() => void router.navigate({ href: '/' })}>{t('errorPage.home')}</Button>
    </Stack>
  );
}
