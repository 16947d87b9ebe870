import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Text to show; defaults to "Hier gibt es noch nichts zu sehen." */
  message?: string;
  icon?: Icon;
  /** Optional action, e.g. a button to create the first entry. */
  action?: ReactNode;
}

/** A calm placeholder for lists without entries. */
export function EmptyState({ message, icon: StateIcon = IconInbox, action }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
        <StateIcon size={30} stroke={1.5} />
      </ThemeIcon>
      <Text c="dimmed">{message ?? t('common.empty')}</Text>
      {action}
    </Stack>
  );
}
