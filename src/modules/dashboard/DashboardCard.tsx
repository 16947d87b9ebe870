import { Card, Group, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface DashboardCardProps {
  /** Id of the heading the section is labelled by. */
  id: string;
  icon: Icon;
  title: string;
  /** Shown right after the title, e.g. a count. */
  titleExtra?: ReactNode;
  /** Shown at the end of the header, e.g. a link into the module. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the dashboard: icon, heading (labelling the section) and content. */
export function DashboardCard({ id, icon: CardIcon, title, titleExtra, action, children }: DashboardCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group gap="sm" mb="md" justify="space-between">
        {/* Icon, title and count stay on one line; a long title wraps within it (phones). */}
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" color="brand" size="lg" radius="md" aria-hidden="true">
            <CardIcon size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {titleExtra}
        </Group>
        {action}
      </Group>
      {children}
    </Card>
  );
}
