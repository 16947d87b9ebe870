import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import { LoadError } from '../../ui/LoadError';
import type { ModulePageProps } from '../types';
import { BinCatalogue } from './BinCatalogue';
import { canRequest, requestKindsQueryOptions } from './queries';
import { REQUEST_FUNCTION } from './request.form';
import { RequestForm } from './RequestForm';
import { useRequestPrefill } from './prefill';

/**
 * /container: the authority's bins and fees, and the request to order, exchange or return one; a
 * logged-in resident finds it filled in for the current object.
 */
export default function ContainerPage({ phoneCountries, residentObjectId = null }: ModulePageProps) {
  return (
    <Stack gap="xl">
      <BinCatalogue />
      {canRequest() && <RequestSection phoneCountries={phoneCountries} residentObjectId={residentObjectId} />}
    </Stack>
  );
}

function RequestSection({ phoneCountries, residentObjectId }: Pick<ModulePageProps, 'phoneCountries'> & { residentObjectId: number | null }) {
  const { t } = useTranslation();
  const prefill = useRequestPrefill(residentObjectId);
  const form = useGeneratedForm(REQUEST_FUNCTION);
  const kinds = useQuery(requestKindsQueryOptions());

  let body;
  if (form.isError || kinds.isError) body = <LoadError onRetry={() => void Promise.all([form.refetch(), kinds.refetch()])} />;
  else if (form.isPending || kinds.isPending)
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  else if (!form.data || kinds.data.length === 0) body = <Text>{t('container.request.unavailable')}</Text>;
  // Keyed by what is filled in: the resident's object arriving (or changing) starts the form with it.
  else body = <RequestForm key={JSON.stringify(prefill)} form={form.data} kinds={kinds.data} phoneCountries={phoneCountries} prefill={prefill} />;

  return (
    <Stack component="section" gap="sm" aria-labelledby="container-request-title">
      <Title order={2} id="container-request-title">
        {t('container.request.title')}
      </Title>
      <Text>{t('container.request.intro')}</Text>
      <Alert color="gray" variant="light" role="note" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
        {t('container.request.identity')}
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {body}
      </Paper>
    </Stack>
  );
}
