import { Button, Group, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarPlus, IconChevronDown, IconDownload, IconPrinter } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { downloadPath, printPath, type ExportChoice } from './links';
import type { StreetRef } from './queries';
import { SubscribeDialog, type ExportWasteType } from './SubscribeDialog';

export interface ExportActionsProps {
  street: StreetRef;
  wasteTypes: readonly ExportWasteType[];
  /** Keys of the waste types the page shows (its filter); the exports take the same. */
  shown: readonly number[];
  /** Years with collection dates from this year on. */
  years: readonly number[];
}

/** Subscribe, download (.ics) and print (PDF); each only when the authority offers its function. */
export function ExportActions({ street, wasteTypes, shown, years }: ExportActionsProps) {
  const { t } = useTranslation();
  const gate = useGate();
  const [opened, dialog] = useDisclosure(false);
  const choice: ExportChoice = { wasteTypeIds: shown.length === wasteTypes.length ? null : shown };
  const chevron = <IconChevronDown size={16} aria-hidden="true" />;
  return (
    <Group gap="xs" role="group" aria-label={t('calendarExport.actions')}>
      {gate.fn('KalenderAbo') && (
        <Button leftSection={<IconCalendarPlus size={18} aria-hidden="true" />} onClick={dialog.open}>
          {t('calendarExport.subscribe')}
        </Button>
      )}
      {gate.fn('KalenderExport') && years.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />} rightSection={chevron}>
              {t('calendarExport.download')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {years.map((year) => (
              <Menu.Item key={year} component="a" href={downloadPath(street, choice, year)} download>
                {year}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {gate.fn('KalenderDruck') && years.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden="true" />} rightSection={chevron}>
              {t('calendarExport.print')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {years.map((year) => (
              <Fragment key={year}>
                <Menu.Item component="a" href={printPath(street, choice, year, null)} download>
                  {t('calendarExport.printYear', { year })}
                </Menu.Item>
                <Menu.Item component="a" href={printPath(street, choice, year, 1)} download>
                  {t('calendarExport.printHalf1', { year })}
                </Menu.Item>
                <Menu.Item component="a" href={printPath(street, choice, year, 2)} download>
                  {t('calendarExport.printHalf2', { year })}
                </Menu.Item>
              </Fragment>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {opened && <SubscribeDialog opened onClose={dialog.close} street={street} wasteTypes={wasteTypes} initial={shown} />}
    </Group>
  );
}
