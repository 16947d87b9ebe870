import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../i18n/currency';

export interface SelectionBarProps {
  count: number;
  cents: number;
  /** Brings the transfer block into view and puts the focus there. */
  onJump(): void;
}

/**
 * The chosen demands' total, kept at the bottom of the window while the resident chooses among many
 * objects' groups: on a phone the transfer block below them can be many screens away. The page
 * shows it only while the transfer block is out of sight.
 */
export function SelectionBar({ count, cents, onJump }: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-label={t('demands.selectionBar')}
      data-testid="selection-bar"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      // Sticky, not fixed: it rests in its place above the transfer block once that is reached.
      style={{ position: 'sticky', bottom: 'var(--mantine-spacing-xs)', zIndex: 10 }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700} size="sm" aria-live="polite">
          {t('demands.selectionTotal', { count, amount: formatEuro(cents / 100) })}
        </Text>
        <Button size="sm" rightSection={<IconArrowDown size={16} aria-hidden="true" />} onClick={onJump}>
          {t('demands.selectionJump')}
        </Button>
      </Group>
    </Paper>
  );
}
