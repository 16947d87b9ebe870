// @vitest-environment jsdom
/**
 * One rendering case per form Component and per Expectation: the form is built
 * from function-import metadata through the real codegen path (buildForm + the precompiled ajv
 * validator module), query-fed options come over HTTP from an msw server. The controlled view sits
 * in FormHost, which owns the values and checks them with formProblems as a flow does.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldDefault, FunctionParameter } from '../../../codegen/edmx/model';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { unwrapD } from '../../../codegen/runtime/deserialize';
import { parseGermanDate } from '../../../src/forms/widgets/GermanDateInput';
import { param } from '../codegen/model-builder';
import { renderUi } from '../ui/render';
import { FormHost } from './FormHost';
import { generate } from './generate';

/**
 * A date field once its widget has arrived: the widget is fetched with the first date field a form
 * draws, and until then a disabled stand-in with the same label holds its place.
 */
async function dateInput(label: RegExp): Promise<HTMLInputElement> {
  return waitFor(() => {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    if (input.disabled) throw new Error('the date widget is still loading');
    return input;
  });
}

const API = 'http://portal.test/odata';
const server = setupServer(
  http.get(`${API}/Gebiete`, () => HttpResponse.json({ d: [{ GebieteId: 3, Name: 'Nord' }, { GebieteId: 4, Name: 'Süd' }] })),
  http.get(`${API}/Strassen`, () => HttpResponse.json({ d: [{ StrassenId: 7, Name: 'Hauptstraße' }, { StrassenId: 8, Name: 'Bahnhofstraße' }] })),
  http.get(`${API}/Arten`, () => HttpResponse.json({ d: { results: [{ ArtenId: 1, Bezeichnung: 'Tonne nicht geleert' }, { ArtenId: 2, Bezeichnung: 'Tonne beschädigt' }] } })),
);
/** What the portal's loadOptions does: a GET below the service root, the content of `d` (array or `{results}`). */
async function loadOptions(query: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(`${API}/${query}`, { signal });
  if (!response.ok) throw new Error(String(response.status));
  return unwrapD(await response.json());
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const NOW = new Date('2026-01-31T23:30:00Z'); // already 1 February 2026 in Berlin
const submit = () => screen.getByRole('button', { name: 'Absenden' });

function show(form: GeneratedForm, values?: Record<string, unknown>) {
  const onSubmit = vi.fn();
  renderUi(<FormHost form={form} values={values} context={{ loadOptions }} onSubmit={onSubmit} now={NOW} />);
  return { onSubmit, user: userEvent.setup() };
}

/** The value the form handed to onSubmit for `name` (after waiting for the submit). */
async function submitted(onSubmit: ReturnType<typeof vi.fn>, name: string): Promise<unknown> {
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return (onSubmit.mock.calls.at(-1)?.[0] as Record<string, unknown>)[name];
}

describe('generated form components', () => {
  it('None: the field is neither shown nor asked for, its page value is submitted', async () => {
    const form = generate([
      param('objekteId', 'Edm.Int32', false, { component: 'None' }, { label: 'Objekt' }),
      param('name', 'Edm.String', true, { component: 'TextField' }, { label: 'Name' }),
    ]);
    const { onSubmit, user } = show(form, { objekteId: 5 });
    expect(screen.queryByLabelText(/Objekt/)).toBeNull();
    expect(screen.queryByText('Objekt')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.click(submit());
    expect(await submitted(onSubmit, 'objekteId')).toBe(5);
    expect(screen.queryByText('Bitte füllen Sie dieses Feld aus.')).toBeNull();
  });

  it('ComboBox: options come from the field query; choosing one sets the key', async () => {
    const form = generate([param('gebiet', 'Edm.Int32', false, { component: 'ComboBox', query: 'Gebiete' }, { label: 'Gebiet' })]);
    const { onSubmit, user } = show(form);
    const input = screen.getByRole('combobox', { name: /Gebiet/ });
    await waitFor(() => expect(input.getAttribute('placeholder')).not.toBe('Wird geladen …'));
    await user.click(input);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Nord', 'Süd']);
    await user.click(screen.getByRole('option', { name: 'Süd' }));
    expect((input as HTMLInputElement).value).toBe('Süd');
    await user.click(submit());
    expect(await submitted(onSubmit, 'gebiet')).toBe(4);
  });

  it('AutoComplete: typing filters the queried options; choosing one sets the key', async () => {
    const form = generate([param('strasse', 'Edm.Int32', false, { component: 'AutoComplete', query: 'Strassen' }, { label: 'Straße' })]);
    const { onSubmit, user } = show(form);
    const input = screen.getByRole('combobox', { name: /Straße/ });
    await user.click(input);
    await screen.findByRole('option', { name: 'Hauptstraße' });
    await user.type(input, 'Bahn');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bahnhofstraße']));
    await user.click(screen.getByRole('option', { name: 'Bahnhofstraße' }));
    await user.click(submit());
    expect(await submitted(onSubmit, 'strasse')).toBe(8);
  });

  it('CheckBox: a nullable one is indeterminate until the user clicks it', async () => {
    const form = generate([param('zusage', 'Edm.Boolean', true, { component: 'CheckBox' }, { label: 'Ich stimme zu' })]);
    const { onSubmit, user } = show(form);
    const box = screen.getByLabelText('Ich stimme zu') as HTMLInputElement;
    expect(box.indeterminate || box.getAttribute('aria-checked') === 'mixed').toBe(true);
    await user.click(box);
    expect(box.checked).toBe(true);
    expect(box.indeterminate).toBe(false);
    expect(box.getAttribute('aria-checked')).not.toBe('mixed');
    await user.click(submit());
    expect(await submitted(onSubmit, 'zusage')).toBe(true);
  });

  it('Radio: the queried options are radios labelled with QueryText', async () => {
    const form = generate([param('art', 'Edm.Int32', false, { component: 'Radio', query: 'Arten', queryText: 'Bezeichnung' }, { label: 'Art' })]);
    const { onSubmit, user } = show(form);
    const group = screen.getByRole('radiogroup', { name: /Art/ });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(2));
    within(group).getByRole('radio', { name: 'Tonne nicht geleert' });
    await user.click(within(group).getByRole('radio', { name: 'Tonne beschädigt' }));
    await user.click(submit());
    expect(await submitted(onSubmit, 'art')).toBe(2);
  });

  it('TextField and TextArea: the user types text (the area keeps line breaks)', async () => {
    const form = generate([
      param('name', 'Edm.String', true, { component: 'TextField' }, { label: 'Name' }),
      param('text', 'Edm.String', true, { component: 'TextArea' }, { label: 'Beschreibung' }),
    ]);
    const { onSubmit, user } = show(form);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const text = screen.getByRole('textbox', { name: 'Beschreibung' });
    expect(name.tagName).toBe('INPUT');
    expect(text.tagName).toBe('TEXTAREA');
    await user.type(name, 'Müller');
    await user.type(text, 'Tonne{Enter}nicht geleert');
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Müller', text: 'Tonne\nnicht geleert' });
  });

  it.each([
    ['CurrentDate', { token: 'CurrentDate', years: 0, months: 0, days: 0 }, '01.02.2026', '2026-02-01'],
    ['CurrentDate;Days=14', { token: 'CurrentDate', years: 0, months: 0, days: 14 }, '15.02.2026', '2026-02-15'],
    ['EndOfMonth;Months=1', { token: 'EndOfMonth', years: 0, months: 1, days: 0 }, '31.03.2026', '2026-03-31'],
    ['StartOfYear;Years=-1', { token: 'StartOfYear', years: -1, months: 0, days: 0 }, '01.01.2025', '2025-01-01'],
    ['EndOfYear', { token: 'EndOfYear', years: 0, months: 0, days: 0 }, '31.12.2026', '2026-12-31'],
    ['StartOfMonth;Days=-1', { token: 'StartOfMonth', years: 0, months: 0, days: -1 }, '31.01.2026', '2026-01-31'],
  ] satisfies [string, Omit<Extract<FieldDefault, { kind: 'date' }>, 'kind'>, string, string][])('DatePicker: the default %s shows the German date of the Berlin day', async (_text, spec, shown, value) => {
    const form = generate([param('am', 'Edm.DateTime', false, { component: 'DatePicker', default: { kind: 'date', ...spec } }, { label: 'Termin' })]);
    const { onSubmit, user } = show(form);
    expect((await dateInput(/Termin/)).value).toBe(shown);
    await user.click(submit());
    expect(await submitted(onSubmit, 'am')).toBe(value);
  });

  it('DatePicker: a date typed in German notation is submitted as the calendar day', async () => {
    const form = generate([param('am', 'Edm.DateTime', false, { component: 'DatePicker' }, { label: 'Termin' })]);
    const { onSubmit, user } = show(form);
    const input = await dateInput(/Termin/);
    await user.type(input, '7.3.2026');
    await user.click(submit());
    expect(await submitted(onSubmit, 'am')).toBe('2026-03-07');
    expect((input as HTMLInputElement).value).toBe('07.03.2026');
  });

  it('DatePicker: a wished day (wunschtermin) in the past is refused in the form, not first by the server', async () => {
    const form = generate([param('wunschtermin', 'Edm.DateTime', true, { component: 'DatePicker' }, { label: 'Wunschtermin' })]);
    const { onSubmit, user } = show(form);
    const input = await dateInput(/Wunschtermin/);
    await user.type(input, '1.1.2020');
    await user.click(submit());
    expect(await screen.findByText('Dieser Tag liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '1.1.2099');
    await user.click(submit());
    expect(await submitted(onSubmit, 'wunschtermin')).toBe('2099-01-01');
  });

  it('DatePicker: the calendar of a wished day offers no past day', async () => {
    const form = generate([param('wunschtermin', 'Edm.DateTime', true, { component: 'DatePicker' }, { label: 'Wunschtermin' })]);
    const { user } = show(form);
    await user.click(await dateInput(/Wunschtermin/));
    // The calendar names its days "25 November 2026".
    const labelOf = (date: Date) => {
      const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('de-DE', { ...o, timeZone: 'Europe/Berlin' }).format(date);
      return `${part({ day: 'numeric' }).replace('.', '')} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
    };
    const today = document.querySelector(`button[aria-label="${labelOf(new Date())}"]`);
    expect(today?.hasAttribute('data-disabled')).toBe(false);
    const day = document.querySelector(`button[aria-label="${labelOf(new Date(Date.now() - 86_400_000))}"]`);
    // Yesterday is in this month's grid unless today is the 1st; then the previous month is not shown.
    if (day) expect(day.hasAttribute('data-disabled')).toBe(true);
    else expect(new Date().getDate()).toBe(1);
  });

  it('DatePicker: reads German notation and rejects days the calendar does not have', () => {
    expect(parseGermanDate('7.3.2026')).toBe('2026-03-07');
    expect(parseGermanDate('29.02.2028')).toBe('2028-02-29');
    for (const bad of ['31.02.2026', '29.02.2026', '2026-03-07', '7/3/2026', '']) expect(parseGermanDate(bad), bad).toBeNull();
  });

  it('DatePicker: the calendar names months in German', async () => {
    const form = generate([param('am', 'Edm.DateTime', false, { component: 'DatePicker', default: { kind: 'date', token: 'CurrentDate', years: 0, months: 0, days: 0 } }, { label: 'Termin' })]);
    const { user } = show(form);
    await user.click(await dateInput(/Termin/));
    expect(await screen.findByText('Februar 2026')).toBeTruthy();
  });
});

type Expectation = NonNullable<FunctionParameter['portal']['expectations']>[number];

describe.each<[string, string, Expectation[], string, string, string, unknown]>([
  ['NotEmpty', 'Edm.String', [{ rule: 'NotEmpty' }], '   ', 'Bitte füllen Sie dieses Feld aus.', 'Tonne', 'Tonne'],
  ['EMail', 'Edm.String', [{ rule: 'EMail' }], 'max@beispiel', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'max@example.de', 'max@example.de'],
  ['Phone', 'Edm.String', [{ rule: 'Phone' }], '0301', 'Bitte geben Sie eine gültige Telefonnummer ein.', '030 12345678', '030 12345678'],
  ['Limit', 'Edm.String', [{ rule: 'Limit', limit: 5 }], 'sechs!', 'Der Text ist zu lang.', 'fünf!', 'fünf!'],
  ['Amount', 'Edm.Int32', [{ rule: 'Amount', minimum: 1 }], '0', 'Bitte geben Sie eine ganze Zahl ein, die nicht kleiner als das Minimum ist.', '3', 3],
  ['StreetNumber', 'Edm.String', [{ rule: 'StreetNumber' }], 'a12', 'Bitte geben Sie eine Hausnummer ein, z. B. 12 oder 12a.', '12a', '12a'],
])('Expectation %s', (_rule, edmType, expectations, invalid, message, valid, value) => {
  it('blocks the submit with its German message, then passes with a valid value', async () => {
    const form = generate([param('wert', edmType, true, { component: 'TextField', expectations }, { label: 'Wert' })]);
    const { onSubmit, user } = show(form);
    const input = screen.getByLabelText(/^Wert/);
    await user.clear(input); // Amount starts at its minimum
    await user.type(input, invalid);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // Select the wrong text and type over it (user.clear leaves "2" of "2.5" in NumberInput under jsdom).
    const wrong = (input as HTMLInputElement).value.length;
    await user.type(input, valid, { initialSelectionStart: 0, initialSelectionEnd: wrong });
    expect((input as HTMLInputElement).value).toBe(valid);
    await user.click(submit());
    expect(await submitted(onSubmit, 'wert')).toBe(value);
    expect(screen.queryByText(message)).toBeNull();
  });
});

describe('AmountInput reads German notation', () => {
  // "1,5" must never become 15: the comma is refused with a message, "1.000" is one thousand.
  it.each<[string, number | null]>([
    ['1,5', null],
    ['1.5', null],
    ['1.000', 1000],
    [' 2 ', 2],
  ])('%j', async (typed, value) => {
    const form = generate([param('wert', 'Edm.Int32', true, { component: 'TextField', expectations: [{ rule: 'Amount', minimum: 1 }] }, { label: 'Wert' })]);
    const { onSubmit, user } = show(form);
    const input = screen.getByLabelText(/^Wert/) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, typed);
    // What was typed stays as typed.
    expect(input.value).toBe(typed);
    await user.click(submit());
    if (value === null) {
      expect(await screen.findByText('Hier ist nur eine ganze Zahl möglich (ohne Komma), z. B. 2.')).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
    } else expect(await submitted(onSubmit, 'wert')).toBe(value);
  });
});

describe('Expectation Amount (whole number)', () => {
  // A number widget turned "2.5" into 25 and submitted it without validation.amount.
  it('says validation.amount for a decimal instead of submitting another number', async () => {
    const form = generate([param('wert', 'Edm.Int32', true, { component: 'TextField', expectations: [{ rule: 'Amount', minimum: 1 }] }, { label: 'Wert' })]);
    const { onSubmit, user } = show(form);
    const input = screen.getByLabelText(/^Wert/);
    await user.clear(input);
    await user.type(input, '2.5');
    await user.click(submit());
    expect(await screen.findByText('Hier ist nur eine ganze Zahl möglich (ohne Komma), z. B. 2.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
