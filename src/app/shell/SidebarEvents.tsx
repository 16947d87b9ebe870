import { Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { EventList } from '../../events/EventList';
import { eventsActor } from '../events';

/** The event history in the sidebar (ui Sidebar shows the section title when this is given). */
export function SidebarEvents() {
  const actor = eventsActor();
  if (!actor) return null;
  return <EventsOf actor={actor} />;
}

function EventsOf({ actor }: { actor: NonNullable<ReturnType<typeof eventsActor>> }) {
  const { t } = useTranslation();
  const state = useSelector(actor, (s) => s.context);
  if (state.status === 'loading' && state.events.length === 0) return <Text size="sm">{t('events.loading')}</Text>;
  if (state.status === 'failed') return <Text size="sm">{t('events.loadError')}</Text>;
  if (state.events.length === 0) return <Text size="sm">{t('events.empty')}</Text>;
  return <EventList events={state.events} label={t('events.history')} height={420} />;
}
