import { Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A resident's page while it loads, in the layout it is about to have: the object selector (in the
 * sidebar from `lg` on, so only below it here), two cards side by side and a wide one. Announced as
 * busy, so assistive technology says "Wird geladen" instead of reading placeholders.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={60} radius="md" hiddenFrom="lg" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Skeleton height={200} radius="md" />
        <Skeleton height={200} radius="md" />
      </SimpleGrid>
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}
