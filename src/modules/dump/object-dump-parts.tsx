/**
 * The parts of the object's bulky-waste page (ObjectDumpView.tsx): the notice after a cancel or a
 * claim, the quota per type, the list of orders, and the order of that list. The page owns every
 * state; these only draw it.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconSofa } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fromStueckgutAuftrag, type PortalEvent } from '../../events/events';
import { formatDate } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { type DumpOrder, type DumpType, typeName } from './data';
import { amountText } from './format';
import { OrderCard, type OrderCardProps } from './OrderCard';
import { quotaState, unitKey } from './quota';

export type Notice = 'dump.cancelled' | 'dump.claimCreated';

export interface OrderRow {
  order: DumpOrder;
  event: PortalEvent;
}

/** The orders as rows: coming pick-ups first, the next one on top; then the past ones, the latest on top. */
export function useOrderRows(orders: readonly DumpOrder[] | undefined, actionContext: Parameters<typeof fromStueckgutAuftrag>[1]): OrderRow[] {
  return useMemo(() => {
    const list = (orders ?? []).map((order) => ({ order, event: fromStueckgutAuftrag(order, actionContext) }));
    const open = (r: (typeof list)[number]) => r.event.status === 'recorded' || r.event.status === 'planned';
    const day = (r: (typeof list)[number]) => (r.order.IstDatum ?? r.order.SollDatum ?? r.event.lastDate)?.getTime() ?? 0;
    return list.sort((a, b) => Number(open(b)) - Number(open(a)) || (open(a) ? day(a) - day(b) : day(b) - day(a)));
  }, [orders, actionContext]);
}

/** The live region for the notice after a cancel or a claim (present before the notice, so it is read out). */
export function NoticeRegion({ notice, onClose }: { notice: { key: Notice; number?: number } | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      {notice && (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden="true" />} withCloseButton closeButtonLabel={t('common.close')} onClose={onClose}>
          {t(notice.key, { number: notice.number })}
        </Alert>
      )}
    </div>
  );
}

/** What is left this year of each type with a yearly quota. */
export function QuotaSection({ types, orders }: { types: readonly DumpType[]; orders: readonly DumpOrder[] }) {
  const { t } = useTranslation();
  const year = Number(formatDate(new Date(), 'yyyy'));
  return (
    <section aria-labelledby="dump-quota-title">
      <Title order={2} size="h4" id="dump-quota-title" mb="xs">
        {t('dump.quota.title', { year })}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {types.map((type) => {
          const q = quotaState(orders, type, year);
          return (
            <Paper key={type.StueckgutAuftragsartenId} withBorder radius="md" p="sm" data-testid="dump-quota">
              <Text fw={600}>{typeName(type)}</Text>
              <Text size="sm">{t('dump.quota.left', { left: amountText(q.left ?? 0), total: amountText(q.total ?? 0), unit: t(unitKey(type)) })}</Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

export interface OrdersSectionProps {
  orders: Pick<UseQueryResult<readonly DumpOrder[]>, 'isPending' | 'isError' | 'refetch'>;
  rows: readonly OrderRow[];
  onCancel(event: PortalEvent): void;
  onClaim(event: PortalEvent): void;
  onPay?: OrderCardProps['onPay'];
}

/** "Ihre Sperrmüll-Aufträge": loading, failure, none, or a card per order. */
export function OrdersSection({ orders, rows, onCancel, onClaim, onPay }: OrdersSectionProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dump-orders-title">
      <Title order={2} size="h4" id="dump-orders-title" mb="xs">
        {t('dump.ordersTitle')}
      </Title>
      {orders.isPending ? (
        <Text role="status">{t('dump.loading')}</Text>
      ) : orders.isError ? (
        <LoadError message={t('dump.loadError')} onRetry={() => void orders.refetch()} />
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyState icon={IconSofa} message={t('dump.empty')} />
        </Paper>
      ) : (
        <Stack gap="sm">
          {rows.map(({ order, event }) => (
            <OrderCard key={event.key} order={order} event={event} onCancel={onCancel} onClaim={onClaim} onPay={onPay} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** "Sperrmüll anmelden": opens the wizard; the focus returns here when it closes. */
export function BookButton({ buttonRef, onClick }: { buttonRef: Ref<HTMLButtonElement>; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button ref={buttonRef} leftSection={<IconSofa size={18} aria-hidden="true" />} onClick={onClick}>
        {t('dump.book')}
      </Button>
    </Group>
  );
}
