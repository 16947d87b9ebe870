// @vitest-environment jsdom
/**
 * The phone number's country select fits its narrow column: closed it shows `DE +49` (a full
 * country name was cut to "Deutschlar"), the list names each country with its dialling code.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { param } from '../codegen/model-builder';
import { renderUi } from '../ui/render';
import { FormHost } from './FormHost';
import { generate } from './generate';

afterEach(cleanup);

describe('PhoneInput', () => {
  it('shows the short country and dialling code, and the full names in the list', async () => {
    const form = generate([param('telefon', 'Edm.String', true, { component: 'TextField', expectations: [{ rule: 'Phone' }] }, { label: 'Telefon' })]);
    renderUi(<FormHost form={form} onSubmit={vi.fn()} context={{ loadOptions: async () => [], phoneCountries: ['DE', 'AT', 'CH'] }} />);
    const select = screen.getByRole('combobox', { name: 'Land der Telefonnummer' }) as HTMLInputElement;
    expect(select.value).toBe('DE +49');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Österreich (+43)' }));
    expect(select.value).toBe('AT +43');
  });
});
