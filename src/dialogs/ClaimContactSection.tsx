import { Button, Collapse, Grid, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconUser } from '@tabler/icons-react';
import type { CountryCode } from 'libphonenumber-js/min';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimField, ClaimFormData, ClaimTextField } from '../flows/claim.form';

export interface ClaimContactSectionProps {
  form: ClaimFormData;
  expanded: boolean;
  phoneCountries: readonly string[];
  /** Translated error per field, only for fields the user should see now. */
  errorOf(field: ClaimField): string | undefined;
  /** The section hides a problem while collapsed: the toggle then says so. */
  hasErrors: boolean;
  onToggle(): void;
  onInput(field: ClaimTextField, value: string): void;
  onBlur(field: ClaimField): void;
  onCountry(country: CountryCode): void;
}

const countryNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['de'], { type: 'region' }) : null;

/** Contact data of the claim form, collapsed by default behind a toggle with aria-expanded. */
export function ClaimContactSection(props: ClaimContactSectionProps) {
  const { form, expanded, phoneCountries, errorOf, hasErrors, onToggle, onInput, onBlur, onCountry } = props;
  const { t } = useTranslation();
  const regionId = useId();
  const countries = useMemo(
    () => (phoneCountries.length > 0 ? phoneCountries : ['DE']).map((code) => ({ value: code, label: `${countryNames?.of(code) ?? code} (${code})` })),
    [phoneCountries],
  );
  const text = (field: ClaimTextField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={form[field]}
      error={errorOf(field)}
      onChange={(e) => onInput(field, e.currentTarget.value)}
      onBlur={() => onBlur(field)}
      {...extra}
    />
  );
  return (
    <Stack gap="xs">
      <Button
        variant={hasErrors && !expanded ? 'light' : 'default'}
        color={hasErrors && !expanded ? 'red' : undefined}
        justify="space-between"
        fullWidth
        leftSection={<IconUser size={18} />}
        rightSection={expanded ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={onToggle}
      >
        {expanded ? t('claim.contact.hide') : t('claim.contact.show')}
      </Button>
      {hasErrors && !expanded && (
        <Text size="xs" c="red.8">
          {t('modules.dialogs.claim.contactIncomplete')}
        </Text>
      )}
      <Collapse expanded={expanded}>
        <Stack gap="sm" id={regionId} role="group" aria-label={t('claim.contact.title')} pt="xs">
          <Text size="xs" c="dimmed">
            {t('modules.dialogs.claim.contactHint')}
          </Text>
          {/* Inputs line up on one baseline even where a label wraps (narrow phones). */}
          <Grid gap="sm" align="flex-end">
            <Grid.Col span={{ base: 12, xs: 6 }}>{text('givenName', t('claim.givenName'), { autoComplete: 'given-name' })}</Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>{text('familyName', t('claim.familyName'), { autoComplete: 'family-name', required: true })}</Grid.Col>
            <Grid.Col span={{ base: 7, xs: 8 }}>{text('street', t('claim.street'), { autoComplete: 'address-line1', required: true })}</Grid.Col>
            <Grid.Col span={{ base: 5, xs: 4 }}>{text('streetNumber', t('claim.streetNumber'), { required: true })}</Grid.Col>
            <Grid.Col span={{ base: 4 }}>{text('postcode', t('claim.postcode'), { autoComplete: 'postal-code', required: true, inputMode: 'numeric' })}</Grid.Col>
            <Grid.Col span={{ base: 8 }}>{text('city', t('claim.city'), { autoComplete: 'address-level2', required: true })}</Grid.Col>
            <Grid.Col span={{ base: 12, xs: 5 }}>
              <Select
                label={t('claim.country')}
                data={countries}
                value={form.country}
                allowDeselect={false}
                onChange={(value) => value && onCountry(value as CountryCode)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 7 }}>{text('phone', t('claim.phone'), { type: 'tel', autoComplete: 'tel' })}</Grid.Col>
            <Grid.Col span={12}>{text('mail', t('claim.mail'), { type: 'email', autoComplete: 'email', required: true })}</Grid.Col>
          </Grid>
        </Stack>
      </Collapse>
    </Stack>
  );
}
