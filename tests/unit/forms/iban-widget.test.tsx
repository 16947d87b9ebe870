// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { form as mandateForm } from '../../../generated/forms/ErteileSepaMandat';
import { renderUi } from '../ui/render';
import { FormHost } from './FormHost';

const noOptions = async () => [];

afterEach(cleanup);

describe('IBAN field of the generated mandate form', () => {
  it('shows the IBAN in groups, keeps it without spaces, refuses a wrong one and names the bank it is told', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <FormHost form={mandateForm} values={{ objekteId: 2, zustimmung: true }} context={{ loadOptions: noOptions, checks: { iban: { state: 'found', found: 'Bank: Commerzbank' } } }} onSubmit={onSubmit} />,
    );
    const iban = screen.getByLabelText(/IBAN/) as HTMLInputElement;
    fireEvent.change(screen.getByLabelText(/Kontoinhaberin oder Kontoinhaber/), { target: { value: 'Anna Becker' } });
    fireEvent.change(iban, { target: { value: 'de89 3704 0044 0532 0130 01' } });
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 01');
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => screen.getByText(/Bitte geben Sie eine gültige IBAN ein/));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(iban, { target: { value: 'DE89370400440532013000' } });
    expect(screen.getByTestId('iban-bank').textContent).toBe('Bank: Commerzbank');
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ objekteId: 2, kontoinhaber: 'Anna Becker', iban: 'DE89370400440532013000', zustimmung: true });
  });
});
