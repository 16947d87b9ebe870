import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkError, NotFoundError, TimeoutError } from '../../api/errors';
import { isChunkLoadError, reloadForChunkError } from '../startup';
import { describeError } from './error-text';
import { ErrorFrame } from './ErrorFrame';

/**
 * The message and a button that goes to / with a full load. A failed code chunk
 * (new deployment) reloads the page at most once a minute. A read that timed out or found no
 * connection may well succeed a moment later: its button loads this page's data again in place.
 */
export function ErrorContent({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useTranslation();
  const router = useRouter();
  const { status, message } = describeError(error, t);
  const notFound = error instanceof NotFoundError;
  const passing = error instanceof TimeoutError || error instanceof NetworkError;

  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);

  return (
    <Stack gap="md" align="flex-start" data-testid="error-page" data-status={status}>
      <Title order={2}>{t('errorPage.title', { status })}</Title>
      <Text>{message}</Text>
      {passing ? (
        // invalidate() runs the route's loading again and clears this error once it succeeds.
        <Button onClick={() => void router.invalidate()}>{t('modules.retry')}</Button>
      ) : (
        <Button onClick={() => window.location.assign('/')}>{notFound ? t('errorPage.home') : t('errorPage.reload')}</Button>
      )}
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
