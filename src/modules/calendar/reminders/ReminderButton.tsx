/**
 * The calendar's entry to reminders: a button that loads the dialog (and the form code) only when
 * pressed. Shown when the authority offers Registrieren (push) or RegistriereEmailErinnerung (e-mail).
 */
import { Button, Group } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../../api/capabilities';
import type { AddressPrefill } from './form-values';

const ReminderDialog = lazy(() => import('./ReminderDialog'));

export function ReminderButton({ prefill }: { prefill: AddressPrefill | null }) {
  const { t } = useTranslation();
  const gate = useGate();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!gate.fn('Registrieren') && !gate.fn('RegistriereEmailErinnerung')) return null;
  return (
    <Group justify="flex-end">
      <Button
        variant="default"
        leftSection={<IconBell size={18} aria-hidden="true" />}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {t('reminders.open')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ReminderDialog opened={opened} onClose={() => setOpened(false)} prefill={prefill} />
        </Suspense>
      ) : null}
    </Group>
  );
}
