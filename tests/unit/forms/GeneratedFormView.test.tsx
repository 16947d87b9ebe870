// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { form as settingsForm } from '../../../generated/forms/AktualisiereStammdaten';
import { form as registerForm } from '../../../generated/forms/RegistriereBenutzer';
import { form as dumpForm } from '../../../generated/forms/LegeStueckgutAuftragAn';
import { GeneratedFormView } from '../../../src/forms/GeneratedFormView';
import { renderUi } from '../ui/render';

const noOptions = async () => [];

describe('GeneratedFormView', () => {
  it('renders sections and labels, blocks an invalid submit with German messages, then submits', async () => {
    const onSubmit = vi.fn();
    renderUi(<GeneratedFormView form={settingsForm} values={{ id: 8, feld: 'Adresse' }} loadOptions={noOptions} onSubmit={onSubmit} />);
    expect(screen.getByText('Kontakt')).toBeTruthy();
    expect(screen.getByText('Sicherheit')).toBeTruthy();
    const mail = screen.getByLabelText(/E-Mail-Adresse/);
    fireEvent.change(mail, { target: { value: 'kaputt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy());
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(mail, { target: { value: 'max@example.de' } });
    fireEvent.change(screen.getByLabelText(/Aktuelles Passwort/), { target: { value: 'geheim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ id: 8, feld: 'Adresse', email: 'max@example.de', derzeitigesPasswortHash: 'geheim' });
  });
  it('loads query options with {param} substitution and shows error.load when a query fails', async () => {
    const loadOptions = vi.fn(async (query: string) => {
      if (query.startsWith('Anreden')) throw new Error('offline');
      return [];
    });
    renderUi(<GeneratedFormView form={registerForm} loadOptions={loadOptions} onSubmit={() => {}} />);
    await waitFor(() => expect(screen.getByText('Die Daten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.')).toBeTruthy());
    expect(loadOptions).toHaveBeenCalledWith('Anreden', expect.anything());
  });
  it('waits for a dependency before loading dependent options, then substitutes it', async () => {
    const loadOptions = vi.fn(async (query: string) =>
      query.startsWith('StueckgutAuftragsarten') ? [{ StueckgutAuftragsartenId: 4, Name: 'Sperrmüll', NameInPortal: 'Sperrmüll abholen' }] : [],
    );
    renderUi(<GeneratedFormView form={dumpForm} values={{ objekteId: 1 }} loadOptions={loadOptions} onSubmit={() => {}} now={new Date('2026-11-21T10:00:00Z')} />);
    const radio = await screen.findByLabelText('Sperrmüll abholen');
    expect(loadOptions.mock.calls.map((c) => c[0])).toEqual(['StueckgutAuftragsarten']);
    fireEvent.click(radio);
    await waitFor(() =>
      expect(loadOptions.mock.calls.map((c) => c[0])).toContain('Stueckgueter?$filter=StueckgutAuftragsart/StueckgutAuftragsartenId eq 4&$orderby=Name asc'),
    );
    // The nullable consent checkbox starts indeterminate.
    const consent = screen.getByLabelText('Ich willige in die Bedingungen der Abholung ein') as HTMLInputElement;
    expect(consent.indeterminate || consent.getAttribute('aria-checked') === 'mixed').toBe(true);
  });
});
