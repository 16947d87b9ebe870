/**
 * Phone expectation: the number with the country it is checked against; the
 * countries come from portal.json (phoneCountries), the choice lives in the flow. The closed select
 * shows the short `DE +49`, which fits the narrow column beside the number (a country's full name
 * was cut to "Deutschlar"); the list names each country with its dialling code.
 */
import { Grid, Select, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js/core';
import { dialling } from '../phone';
import { formContextOf } from './context';
import { inputProps } from './input-props';
import { register } from './registry';

const countryNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['de'], { type: 'region' }) : null;

function PhoneInputWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const context = formContextOf(props);
  const codes = context?.phoneCountries?.length ? context.phoneCountries : ['DE'];
  const countries = useMemo(() => codes.map((code) => ({ value: code, label: `${code} ${dialling(code)}`.trim() })), [codes]);
  const names = useMemo(() => new Map(codes.map((code) => [code, `${countryNames?.of(code) ?? code} (${dialling(code) || code})`])), [codes]);
  const common = inputProps(props);
  return (
    <Grid gap="sm" align="flex-end">
      {codes.length > 1 && (
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <Select
            label={t('claim.country')}
            data={countries}
            value={context?.country ?? codes[0] ?? 'DE'}
            allowDeselect={false}
            renderOption={({ option }) => names.get(option.value) ?? option.label}
            comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
            disabled={common.disabled}
            onChange={(value) => value && context?.onCountry?.(value as CountryCode)}
          />
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, xs: codes.length > 1 ? 7 : 12 }}>
        <TextInput
          {...common}
          type="tel"
          autoComplete="tel"
          value={typeof props.value === 'string' ? props.value : ''}
          onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
        />
      </Grid.Col>
    </Grid>
  );
}

register({ name: 'PhoneInput', widget: PhoneInputWidget });
