/** The authority's own ways to book bulky waste (portal.json `dumpBooking`): phone, e-mail, its booking page. */
import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BookingContact } from '../types';

/** A dialable tel: address: digits and a leading plus only, as the phone app expects them. */
const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function BookingContactView({ contact }: { contact: BookingContact }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" mt="md" data-testid="dump-booking-contact">
      <Stack gap="xs">
        {contact.phone && (
          <Text>
            <IconPhone size={18} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 6 }} />
            {t('dump.public.phone')}{' '}
            <Anchor href={telHref(contact.phone)} fw={600}>
              {contact.phone}
            </Anchor>
            {contact.hours && ` (${contact.hours})`}
          </Text>
        )}
        {contact.email && (
          <Text style={{ overflowWrap: 'anywhere' }}>
            <IconMail size={18} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 6 }} />
            {t('dump.public.email')}{' '}
            <Anchor href={`mailto:${contact.email}`} fw={600}>
              {contact.email}
            </Anchor>
          </Text>
        )}
        {contact.url && (
          <Button
            component="a"
            href={contact.url}
            target="_blank"
            rel="noopener noreferrer"
            w="fit-content"
            rightSection={<IconExternalLink size={18} aria-hidden="true" />}
            title={t('common.newTab')}
          >
            {t('dump.public.online')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
