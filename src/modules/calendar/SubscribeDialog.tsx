import { ActionIcon, Button, Checkbox, CopyButton, Group, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionUrls } from './links';
import type { StreetRef } from './queries';
import { Dialog } from '../../ui/Dialog';

export interface ExportWasteType {
  id: number;
  name: string;
}

export interface SubscribeDialogProps {
  opened: boolean;
  onClose(): void;
  street: StreetRef;
  wasteTypes: readonly ExportWasteType[];
  /** The waste types the page shows right now: the dialog starts with them. */
  initial: readonly number[];
}

function UrlField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(e) => e.currentTarget.select()}
      styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('calendarExport.copied') : t('calendarExport.copy')} withArrow>
              <ActionIcon variant="subtle" color="dark" onClick={copy} aria-label={`${t('calendarExport.copy')}: ${label}`}>
                {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/** "Kalender abonnieren": pick waste types and the evening-before alarm, then copy or open the feed address. */
export function SubscribeDialog({ opened, onClose, street, wasteTypes, initial }: SubscribeDialogProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>(() => initial.map(String));
  const [reminder, setReminder] = useState(true);
  const ids = selected.map(Number);
  const urls = subscriptionUrls(street, { wasteTypeIds: ids.length === wasteTypes.length ? null : ids, reminder }, window.location.origin);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('calendarExport.dialogTitle')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('calendarExport.intro')}</Text>
        {wasteTypes.length > 1 && (
          <Checkbox.Group label={t('calendarExport.wasteTypes')} value={selected} onChange={setSelected} error={selected.length === 0 ? t('calendarExport.pickOne') : undefined}>
            <Group gap="md" mt={6}>
              {wasteTypes.map((w) => (
                <Checkbox key={w.id} value={String(w.id)} label={w.name} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Switch label={t('calendarExport.reminder')} checked={reminder} onChange={(e) => setReminder(e.currentTarget.checked)} />
        {selected.length > 0 && (
          <>
            <UrlField label={t('calendarExport.webcal')} value={urls.webcal} />
            <UrlField label={t('calendarExport.https')} value={urls.https} />
            <Group>
              <Button component="a" href={urls.webcal} leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}>
                {t('calendarExport.open')}
              </Button>
            </Group>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('calendarExport.howto')}
        </Text>
      </Stack>
    </Dialog>
  );
}
