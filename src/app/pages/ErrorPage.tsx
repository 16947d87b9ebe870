import { Button, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundError } from '../../api/errors';
import { isChunkLoadError, reloadForChunkError } from '../startup';
import { describeError } from './error-text';
import { ErrorFrame } from './ErrorFrame';

/**
 * The message and a button that goes to / with a full load (SPEC section 8). A failed code chunk
 * (new deployment) reloads the page at most once a minute.
 */
export function ErrorContent({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useTranslation();
  const { status, message } = describeError(error, t);
  const notFound = error instanceof NotFoundError;

  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);

  return (
    <Stack gap="md" align="flex-start" data-testid="error-page" data-status={status}>
      <Title order={2}>{t('errorPage.title', { status })}</Title>
      <Text>{message}</Text>
      <Button onClick={() => window.location.assign('/')}>{notFound ? t('errorPage.home') : t('errorPage.reload')}</Button>
    </Stack>
  );
}

/** Any error that escapes to the root: the general layout around the message. */
export function ErrorPage({ error }: ErrorComponentProps) {
  return (
    <ErrorFrame>
      <ErrorContent error={error} />
    </ErrorFrame>
  );
}
