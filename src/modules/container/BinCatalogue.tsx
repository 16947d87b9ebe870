import { Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { WasteTypeBadge } from '../../ui/WasteTypeBadge';
import { binsQueryOptions, type Bin } from './queries';
import { formatNumber } from '../../api/values';
import { formatEuro } from '../../i18n/currency';


/** The authority's orderable bins per waste type with their yearly fee. */
export function BinCatalogue() {
  const { t } = useTranslation();
  const bins = useQuery(binsQueryOptions());
  const fee = (bin: Bin) => (bin.price === null ? t('container.bins.onRequest') : bin.price === 0 ? t('container.bins.noFee') : t('container.bins.perYear', { price: formatEuro(bin.price) }));

  let body;
  if (bins.isError) body = <LoadError onRetry={() => void bins.refetch()} />;
  else if (bins.isPending)
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (bins.data.length === 0) body = <EmptyState message={t('container.bins.empty')} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {bins.data.map((group) => (
          <Paper key={group.wasteType} withBorder radius="md" p="md" component="section" aria-label={group.wasteType}>
            <WasteTypeBadge name={group.wasteType} color={group.color} />
            <Table mt="sm" verticalSpacing={6} data-testid="container-bins">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('container.bins.size')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('container.bins.fee')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.bins.map((bin) => (
                  <Table.Tr key={bin.id}>
                    <Table.Td>{bin.volume !== null ? t('container.bins.litres', { volume: formatNumber(bin.volume) }) : bin.name}</Table.Td>
                    {/* The amount keeps together (its space before the € does not break); "im Jahr" may wrap at large text. */}
                    <Table.Td ta="right" style={{ overflowWrap: 'normal' }}>
                      {fee(bin)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack component="section" gap="sm" aria-labelledby="container-bins-title">
      <Title order={2} id="container-bins-title">
        {t('container.bins.title')}
      </Title>
      <Text>{t('container.bins.intro')}</Text>
      {body}
    </Stack>
  );
}
