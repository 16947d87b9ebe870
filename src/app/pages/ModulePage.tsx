import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';

export interface ModulePageProps {
  module: string;
  objectId: number | null;
}

/**
 * The frame each module fills later (its own issue). The layout already shows title and subtitle
 * (app.subtitles.<module>); until the module lands the frame shows its German empty state.
 */
export function ModulePage({ module, objectId }: ModulePageProps) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-label={t(`app.subtitles.${module}`)}
      data-module={module}
      data-object-id={objectId ?? undefined}
    >
      <EmptyState message={t(`guard.modulePage.${module}`)} />
    </Paper>
  );
}
