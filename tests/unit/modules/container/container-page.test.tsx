// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ContainerPage from '../../../../src/modules/container/ContainerPage';
import { collection, odataError, renderWithPortal } from '../../dialogs/harness';

const TARIFFS = [
  { GefaesstarifArtenId: 2, Bezeichnung: 'Restmüll 120 l', Preis: '164.80', IstBestellbar: true, Abfallart: { Name: 'Restmüll', Farbe: '#5f6b73' }, VolumenObj: { VolumenWert: 120 } },
  { GefaesstarifArtenId: 1, Bezeichnung: 'Restmüll 80 l', Preis: '118.40', IstBestellbar: true, Abfallart: { Name: 'Restmüll', Farbe: '#5f6b73' }, VolumenObj: { VolumenWert: 80 } },
  { GefaesstarifArtenId: 9, Bezeichnung: 'Papier 240 l', Preis: '0.00', IstBestellbar: true, Abfallart: { Name: 'Papier', Farbe: '#1e63b5' }, VolumenObj: { VolumenWert: 240 } },
];
const KINDS = [
  { GefaessAntragsartenId: 1, Bezeichnung: 'Behälter bestellen', Beschreibung: 'Eine zusätzliche Tonne.', BrauchtNeuenBehaelter: true, BrauchtBisherigenBehaelter: false },
  { GefaessAntragsartenId: 3, Bezeichnung: 'Behälter abmelden', Beschreibung: 'Die Tonne wird abgeholt.', BrauchtNeuenBehaelter: false, BrauchtBisherigenBehaelter: true },
];
const sent: URLSearchParams[] = [];
let answer: () => Response = () => HttpResponse.json({ d: { BeantrageGefaess: 4711 } });
const server = setupServer(
  http.get('*/api/GefaesstarifArten', () => HttpResponse.json(collection(TARIFFS))),
  http.get('*/api/GefaessAntragsarten', () => HttpResponse.json(collection(KINDS))),
  http.get('*/api/MoeglicheGefaesse', ({ request }) => {
    const chip = new URL(request.url).searchParams.get('chipReferenzNr');
    return HttpResponse.json(collection(chip === "'DE-MIT-000005'" ? [{ GefaesseId: 5, AbfallartName: 'Restmüll', VolumenWert: 120 }] : []));
  }),
  http.post('*/api/BeantrageGefaess', ({ request }) => {
    sent.push(new URL(request.url).searchParams);
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  sent.length = 0;
  answer = () => HttpResponse.json({ d: { BeantrageGefaess: 4711 } });
});
afterAll(() => server.close());

const props = { objectId: null, phoneCountries: ['DE'], availableModules: ['container'], moduleHref: (m: string) => `/${m}`, onNavigate: () => undefined };

// Pasting instead of typing: the form is large and every keystroke re-renders it (slow under jsdom).
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillReturn(chip: string) {
  await enter(await screen.findByRole('textbox', { name: /Kassenzeichen/ }), 'KZ-2026-0002');
  await enter(screen.getByRole('textbox', { name: /Objektnummer/ }), 'OBJ-1002');
  await userEvent.click(screen.getByRole('radio', { name: 'Behälter abmelden' }));
  await enter(screen.getByRole('textbox', { name: /^Name/ }), 'Erika Muster');
  await enter(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'erika@example.org');
  await enter(await screen.findByRole('textbox', { name: /Chipnummer/ }), chip);
}

describe('container page', () => {
  it('lists the orderable bins per waste type with the yearly fee in euros', async () => {
    renderWithPortal(<ContainerPage {...props} />);
    const rest = await screen.findByRole('region', { name: 'Restmüll' });
    const rows = within(rest).getAllByRole('row').map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['GrößeJahresgebühr', '80 Liter118,40 € im Jahr', '120 Liter164,80 € im Jahr']);
    within(screen.getByRole('region', { name: 'Papier' })).getByText('ohne Gebühr');
  });

  it('returns a bin: looks it up by chip number, sends the request and confirms it', async () => {
    renderWithPortal(<ContainerPage {...props} />);
    // Before a choice, no bin field is asked for.
    await screen.findByRole('radio', { name: 'Behälter bestellen' });
    expect(screen.queryByRole('textbox', { name: /Chipnummer/ })).toBeNull();
    await fillReturn('DE-MIT-000005');
    expect(await screen.findByText('Gefunden: Restmüll, 120 Liter', {}, { timeout: 4000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Antrag senden' }));
    expect(await screen.findByText(/Ihre Vorgangsnummer ist 4711/)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ antragsart: '3', chipReferenzNr: "'DE-MIT-000005'", kassenzeichen: "'KZ-2026-0002'" });
    expect(sent[0]!.has('gefaesstarifArtenId')).toBe(false);
  });

  it('says when the chip number is not a bin of the property', async () => {
    renderWithPortal(<ContainerPage {...props} />);
    await fillReturn('DE-MIT-999999');
    expect(await screen.findByText('Zu dieser Chipnummer gibt es auf dem Grundstück keinen Behälter.', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('shows the refusal on the field the server names and keeps the input', async () => {
    answer = () => HttpResponse.json(odataError('objekt', 'Zu Kassenzeichen und Objektnummer wurde kein Grundstück gefunden.'), { status: 422 });
    renderWithPortal(<ContainerPage {...props} />);
    await fillReturn('DE-MIT-000005');
    await userEvent.click(screen.getByRole('button', { name: 'Antrag senden' }));
    await waitFor(() => expect(screen.getAllByText(/haben wir kein Grundstück gefunden/)).toHaveLength(2));
    expect((screen.getByRole('textbox', { name: /Chipnummer/ }) as HTMLInputElement).value).toBe('DE-MIT-000005');
  });

  it('does not send an incomplete request', async () => {
    renderWithPortal(<ContainerPage {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Antrag senden' }));
    expect((await screen.findAllByText('Bitte füllen Sie dieses Feld aus.')).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
  });
});
