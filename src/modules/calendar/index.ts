import { IconCalendar } from '@tabler/icons-react';
import { lazy } from 'react';

/** Collection calendar: the object's street, or a picked town and street on the general page. */
export const calendarModule = {
  name: 'calendar',
  labelKey: 'modules.labels.calendar',
  icon: IconCalendar,
  access: ['public', 'private'] as const,
  needs: (caps: { functionImports: readonly string[] }) => caps.functionImports.includes('AbfuhrtermineAbJahr'),
  Page: lazy(() => import('./CalendarPage')),
};
