/**
 * Parts of the open demands page (DemandsPage.tsx): loading, nothing open, the sum of all objects,
 * and the transfer block that a bar points to while it is out of sight.
 */
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { useInViewport, useMergedRef } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../i18n/currency';
import { EmptyState } from '../../ui/EmptyState';
import type { totals } from './open-demands';

export function DemandsLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={72} radius="md" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}

export function NoDemands() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <EmptyState icon={IconCircleCheck} message={t('demands.empty')} />
    </Card>
  );
}

/** What is open over all objects, and how much of it is overdue. */
export function DemandsSummary({ sum }: { sum: ReturnType<typeof totals> }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="demands-summary">
      <Text size="sm" c="dimmed">
        {t('demands.totalTitle')}
      </Text>
      <Text fz="xl" fw={700}>
        {formatEuro(sum.openCents / 100)}
      </Text>
      <Text size="sm">{t('demands.totalCount', { count: sum.count })}</Text>
      {sum.overdueCount > 0 && (
        <Text size="sm" c="red.9" fw={600}>
          {t('demands.overdueCount', { count: sum.overdueCount })}
        </Text>
      )}
    </Card>
  );
}

/**
 * The transfer block sits below all groups; while it is out of sight a bar shows the choice and
 * jumps to it (scrolled to and focused).
 */
export function useTransferBlock() {
  const { ref: transferRef, inViewport } = useInViewport<HTMLDivElement>();
  const block = useRef<HTMLDivElement | null>(null);
  // One stable ref for both: a new function each render would restart the observer every time.
  const ref = useMergedRef(transferRef, block);
  const jump = () => {
    block.current?.scrollIntoView({ block: 'start' });
    block.current?.focus({ preventScroll: true });
  };
  return { ref, inViewport, jump };
}
