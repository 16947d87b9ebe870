import { Paper } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';

export interface ModuleEmptyFrameProps {
  /** The module's name: names the section (app.subtitles.<module>). */
  module: string;
  /** The German text; each module page says in its own words that there is nothing. */
  message: string;
  icon?: Icon;
  action?: ReactNode;
}

/**
 * A module page with nothing to show: the framed German empty state. Module pages use it for an
 * owner who really has nothing; the app uses it when a module cannot show its page here.
 */
export function ModuleEmptyFrame({ module, message, icon, action }: ModuleEmptyFrameProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t(`app.subtitles.${module}`)}>
      <EmptyState icon={icon} message={message} action={action} />
    </Paper>
  );
}
