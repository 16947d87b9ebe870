/**
 * /dump without an object (public, no login): the order types with their rules and prices, what
 * counts as bulky waste and how to book: log in (in the community profile: open the object), or
 * where nobody can log in, the authority's own ways to book (portal.json `dumpBooking`).
 */
import { Button, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../ui/SafeHtml';
import { LoadError } from '../../ui/LoadError';
import { decimal, dumpTypesQueryOptions, typeName } from './data';
import { amountText, priceText, rulesText } from './format';
import { unitKey } from './quota';
import { BookingContactView } from './BookingContactView';
import type { BookingContact } from '../types';

/**
 * How a visitor books: by logging in (community: by opening the object), or, in a profile without
 * a login and without a booking by address in the metadata, with the authority itself.
 */
export type BookingWay = { kind: 'login'; community: boolean; onLogin(): void } | { kind: 'contact'; contact: BookingContact | null };

export function PublicDumpView({ way }: { way: BookingWay }) {
  const { t } = useTranslation();
  const types = useQuery(dumpTypesQueryOptions());
  return (
    <Stack gap="lg">
      <Text>{t('dump.public.intro')}</Text>
      <section aria-labelledby="dump-types-title">
        <Title order={2} size="h4" id="dump-types-title" mb="xs">
          {t('dump.public.typesTitle')}
        </Title>
        {types.isPending ? (
          <Text role="status">{t('common.loading')}</Text>
        ) : types.isError ? (
          <LoadError message={t('dump.public.loadError')} onRetry={() => void types.refetch()} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {types.data.map((type) => {
              const quota = decimal(type.JahresKontingent);
              const rules = rulesText(t, type.Terminvorgaben);
              return (
                <Paper key={type.StueckgutAuftragsartenId} component="article" withBorder radius="md" p="md" aria-labelledby={`dump-type-${type.StueckgutAuftragsartenId}`} data-testid="dump-type">
                  <Stack gap={4}>
                    <Title order={3} size="h5" id={`dump-type-${type.StueckgutAuftragsartenId}`}>
                      {typeName(type)}
                    </Title>
                    <Text size="sm" fw={600}>
                      {priceText(t, type) ?? t('dump.free')}
                    </Text>
                    {type.Bemerkung && <Text size="sm">{type.Bemerkung}</Text>}
                    {quota !== null && <Text size="sm">{t('dump.public.quota', { total: amountText(quota), unit: t(unitKey(type)) })}</Text>}
                    {rules && <Text size="sm">{rules}</Text>}
                    {type.BemerkungLang && <SafeHtml html={type.BemerkungLang} fz="sm" />}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </section>
      <section aria-labelledby="dump-what-title">
        <Title order={2} size="h4" id="dump-what-title" mb="xs">
          {t('dump.public.whatTitle')}
        </Title>
        <Text>{t('dump.public.what')}</Text>
        <Text mt="xs">{t('dump.public.notWhat')}</Text>
      </section>
      <section aria-labelledby="dump-how-title">
        <Title order={2} size="h4" id="dump-how-title" mb="xs">
          {t('dump.public.howTitle')}
        </Title>
        {way.kind === 'login' ? (
          <>
            <List type="ordered" spacing={4}>
              <List.Item>{way.community ? `${t('dump.public.howLogin')} ${t('dump.public.howCommunity')}` : t('dump.public.howLogin')}</List.Item>
              <List.Item>{t('dump.public.howSteps')}</List.Item>
              <List.Item>{t('dump.public.howPutOut')}</List.Item>
            </List>
            <Button mt="md" leftSection={<IconLogin size={18} aria-hidden="true" />} onClick={way.onLogin}>
              {t('dump.public.login')}
            </Button>
          </>
        ) : (
          <>
            <List type="ordered" spacing={4}>
              <List.Item>{t(way.contact ? 'dump.public.howContact' : 'dump.public.howNoContact')}</List.Item>
              <List.Item>{t('dump.public.howContactSteps')}</List.Item>
              <List.Item>{t('dump.public.howPutOut')}</List.Item>
            </List>
            {way.contact && <BookingContactView contact={way.contact} />}
          </>
        )}
      </section>
    </Stack>
  );
}
