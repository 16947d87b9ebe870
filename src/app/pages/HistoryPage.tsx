import { Paper } from '@mantine/core';
import { LazySidebarEvents } from '../shell/LazySidebarEvents';

/**
 * The event history of the route's object with the same list, actions and dialogs as the sidebar
 * (the route guard has loaded the object's events); the layout shows the title "Verlauf".
 */
export function HistoryPage() {
  return (
    <Paper withBorder radius="md" p="md" data-module="history">
      <LazySidebarEvents />
    </Paper>
  );
}
