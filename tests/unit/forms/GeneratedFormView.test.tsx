// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { form as settingsForm } from '../../../generated/forms/AktualisiereStammdaten';
import { form as registerForm } from '../../../generated/forms/RegistriereBenutzer';
import { form as dumpForm } from '../../../generated/forms/LegeStueckgutAuftragAn';
import { form as claimForm } from '../../../generated/forms/LegeReklamationAngemeldetAn';
import { GeneratedFormView, type GeneratedFormViewProps } from '../../../src/forms/GeneratedFormView';
import { renderUi } from '../ui/render';
import { FormHost } from './FormHost';

const noOptions = async () => [];

afterEach(cleanup);

describe('GeneratedFormView', () => {
  it('renders sections and labels, blocks an invalid submit with German messages, then submits', async () => {
    const onSubmit = vi.fn();
    renderUi(<FormHost form={settingsForm} values={{ id: 8, feld: 'Adresse' }} context={{ loadOptions: noOptions }} onSubmit={onSubmit} />);
    screen.getByText('Kontakt');
    screen.getByText('Sicherheit');
    const mail = screen.getByLabelText(/E-Mail-Adresse/);
    fireEvent.change(mail, { target: { value: 'kaputt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.'));
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(mail, { target: { value: 'max@example.de' } });
    fireEvent.change(screen.getByLabelText(/Aktuelles Passwort/), { target: { value: 'geheim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ id: 8, feld: 'Adresse', email: 'max@example.de', derzeitigesPasswortHash: 'geheim' });
  });
  it('leaves a required consent (const true) unticked until the resident ticks it', async () => {
    const onChange = vi.fn();
    renderUi(<GeneratedFormView form={registerForm} values={{}} context={{ loadOptions: noOptions }} onChange={onChange} onSubmit={() => {}} />);
    const consent = screen.getByRole('checkbox', { name: /Datenschutzhinweise/ }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    for (const [values] of onChange.mock.calls) expect(values.datenschutz).not.toBe(true);
    fireEvent.click(consent);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ datenschutz: true })));
  });
  it("says under a field's label what the page gives as its hint, read out with the field", () => {
    const hint = 'Damit sprechen wir Sie in der E-Mail zur Freischaltung an.';
    renderUi(<GeneratedFormView form={registerForm} values={{}} hints={{ name: hint }} context={{ loadOptions: noOptions }} onChange={() => {}} onSubmit={() => {}} />);
    const surname = screen.getByLabelText(/^Nachname/);
    const described = (surname.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(hint);
    // Only that field: the first name has none.
    expect(screen.getByLabelText(/^Vorname/).getAttribute('aria-describedby')).toBeNull();
  });
  it('loads query options with {param} substitution and shows error.load when a query fails', async () => {
    const loadOptions = vi.fn(async (query: string) => {
      if (query.startsWith('Anreden')) throw new Error('offline');
      return [];
    });
    renderUi(<FormHost form={registerForm} context={{ loadOptions }} onSubmit={() => {}} />);
    await waitFor(() => screen.getByText('Die Daten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.'));
    expect(loadOptions).toHaveBeenCalledWith('Anreden', expect.anything());
  });
  it('waits for a dependency before loading dependent options, then substitutes it', async () => {
    const loadOptions = vi.fn(async (query: string) =>
      query.startsWith('StueckgutAuftragsarten') ? [{ StueckgutAuftragsartenId: 4, Name: 'Sperrmüll', NameInPortal: 'Sperrmüll abholen' }] : [],
    );
    renderUi(<FormHost form={dumpForm} values={{ objekteId: 1 }} context={{ loadOptions }} onSubmit={() => {}} now={new Date('2026-11-21T10:00:00Z')} />);
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

/** The controlled view alone: the test is the flow, handing in values, errors and context. */
function view(props: Partial<GeneratedFormViewProps> = {}) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  const onBlur = vi.fn();
  const onCountry = vi.fn();
  const result = renderUi(
    <GeneratedFormView
      form={claimForm}
      values={{}}
      onChange={onChange}
      onSubmit={onSubmit}
      {...props}
      context={{ loadOptions: noOptions, onBlur, onCountry, ...props.context }}
    />,
  );
  return { onChange, onSubmit, onBlur, onCountry, ...result };
}

describe('GeneratedFormView as the controlled view of a flow', () => {
  it('shows the values and the messages it is given, reports edits and leaving a field', async () => {
    const { onChange, onBlur } = view({ values: { anruferName: 'Muster' }, errors: { eMail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' } });
    const name = screen.getByRole('textbox', { name: /Nachname/ }) as HTMLInputElement;
    expect(name.value).toBe('Muster');
    screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    // Only the given messages show: the empty required fields say nothing yet.
    expect(screen.queryByText('Bitte füllen Sie dieses Feld aus.')).toBeNull();
    fireEvent.change(name, { target: { value: 'Mustermann' } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ anruferName: 'Mustermann' })));
    fireEvent.blur(name);
    expect(onBlur).toHaveBeenCalledWith('anruferName');
  });
  it('leaves hidden fields out of the layout and reports the submit without checking anything itself', async () => {
    const { onSubmit } = view({ hidden: new Set(['chipReferenzNr']), children: <button type="submit">Los</button> });
    expect(screen.queryByRole('textbox', { name: /Behälternummer/ })).toBeNull();
    screen.getByRole('combobox', { name: /Gebiet/ });
    await userEvent.click(screen.getByRole('button', { name: 'Los' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
  it('keeps a collapsible section behind a toggle that names it and warns while it hides a problem', async () => {
    view({ values: { anruferName: 'Muster' }, collapsible: new Set(['Kontaktdaten']), errors: { eMail: 'Bitte füllen Sie dieses Feld aus.' } });
    const toggle = screen.getByRole('button', { name: 'Kontaktdaten anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    screen.getByText('Bitte prüfen Sie die Angaben unter „Kontaktdaten“.');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Kontaktdaten ausblenden' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByText('Bitte prüfen Sie die Angaben unter „Kontaktdaten“.')).toBeNull();
    expect(((await screen.findByRole('textbox', { name: /Nachname/ })) as HTMLInputElement).value).toBe('Muster');
  });
  it('offers page-supplied options with their descriptions instead of the query (QueryRadio)', async () => {
    const loadOptions = vi.fn(async (_query: string, _signal: AbortSignal): Promise<unknown> => []);
    const { onChange } = view({
      context: {
        loadOptions,
        fieldOptions: { reklamationsArtenID: [{ value: 5, label: 'Straße verschmutzt', description: 'Glas, Müll auf dem Gehweg' }, { value: 6, label: 'Tonne fehlt' }] },
      },
    });
    const group = screen.getByRole('radiogroup', { name: /Art des Anliegens/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    within(group).getByText('Glas, Müll auf dem Gehweg');
    await userEvent.click(within(group).getByRole('radio', { name: 'Tonne fehlt' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ reklamationsArtenID: 6 })));
    expect(loadOptions.mock.calls.map((c) => c[0])).not.toContain('ReklamationsArten?$orderby=Bezeichnung asc');
  });
  it('counts the characters of a limited text area ("n von max Zeichen")', () => {
    view({ values: { kurzbeschreibung: 'Glas äöü' } });
    screen.getByText('8 von 200 Zeichen');
  });
  it('asks for the phone number\'s country only when more than one is configured', async () => {
    const { onCountry, unmount } = view({ context: { loadOptions: noOptions, phoneCountries: ['DE', 'AT'], country: 'DE' } });
    const country = screen.getByRole('combobox', { name: 'Land der Telefonnummer' }) as HTMLInputElement;
    expect(country.value).toContain('DE');
    await userEvent.click(country);
    await userEvent.click(await screen.findByRole('option', { name: 'Österreich (+43)' }));
    expect(onCountry).toHaveBeenCalledWith('AT');
    unmount();
    view({ context: { loadOptions: noOptions, phoneCountries: ['DE'] } });
    expect(screen.queryByRole('combobox', { name: 'Land der Telefonnummer' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Telefon/ }).getAttribute('type')).toBe('tel');
  });
  it('shows what the server check of a container number found (ContainerLookup)', () => {
    const { rerender } = view({ context: { loadOptions: noOptions, checks: { chipReferenzNr: { state: 'checking' } } } });
    expect(screen.getAllByText('Behälter wird gesucht …').length).toBeGreaterThan(0);
    rerender(
      <GeneratedFormView
        form={claimForm}
        values={{ chipReferenzNr: 'C-1' }}
        onChange={() => {}}
        onSubmit={() => {}}
        context={{ loadOptions: noOptions, checks: { chipReferenzNr: { state: 'found', found: 'Gefunden: Restmüll, 120 l' } } }}
      />,
    );
    screen.getByText('Gefunden: Restmüll, 120 l');
    expect(screen.queryByText('Behälter wird gesucht …')).toBeNull();
  });
  it('masks passwords (Password) and disables every input while the flow submits', () => {
    view({ form: settingsForm, values: { derzeitigesPasswortHash: 'geheim' }, disabled: true });
    const current = screen.getByLabelText(/Aktuelles Passwort/) as HTMLInputElement;
    expect(current.type).toBe('password');
    expect(current.value).toBe('geheim');
    expect(current.disabled).toBe(true);
    expect((screen.getByLabelText(/E-Mail-Adresse/) as HTMLInputElement).disabled).toBe(true);
  });
});
