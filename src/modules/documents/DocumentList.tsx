import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../forms/upload';
import { formatDate } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import type { DocumentRow } from './queries';

const SEPARATOR = { borderTop: '1px solid var(--mantine-color-gray-3)' } as const;

export interface DocumentListProps {
  title: string;
  query: UseQueryResult<DocumentRow[]>;
  emptyMessage: string;
  /** Downloads one document; resolves when the browser has it (or failed, reported by the caller). */
  onDownload(row: DocumentRow): Promise<void>;
  testId: string;
  /** The backend does not offer this list: only the empty message shows. */
  unavailable?: boolean;
}

/** One titled list of documents, newest first, each with date, type, size and a download button. */
export function DocumentList({ title, query, emptyMessage, onDownload, testId, unavailable = false }: DocumentListProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const download = (row: DocumentRow) => {
    setBusy(row.id);
    void onDownload(row).finally(() => setBusy(null));
  };
  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Card withBorder radius="md" padding="md">
        {unavailable ? (
          <EmptyState icon={IconFileText} message={emptyMessage} />
        ) : query.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} radius="sm" />
            ))}
          </Stack>
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState icon={IconFileText} message={emptyMessage} />
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.map((row, index) => (
              <Group key={row.id} component="li" justify="space-between" align="center" wrap="wrap" py="sm" gap="sm" style={index > 0 ? SEPARATOR : undefined} data-testid="document">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Text fw={600} size="sm">
                    {row.title}
                  </Text>
                  {row.description && (
                    <Text size="sm" c="dimmed">
                      {row.description}
                    </Text>
                  )}
                  <Group gap="xs">
                    {row.type && (
                      <Badge variant="light" color="gray" size="sm">
                        {row.type}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('documents.meta', { date: formatDate(row.date, 'dd.MM.yyyy'), size: row.size > 0 ? formatBytes(row.size) : '' })}
                    </Text>
                  </Group>
                </Stack>
                <Button
                  variant="default"
                  size="sm"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  loading={busy === row.id}
                  onClick={() => download(row)}
                  aria-label={t('documents.downloadNamed', { title: row.title })}
                >
                  {t('documents.download')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
