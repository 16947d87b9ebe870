// @vitest-environment jsdom
/**
 * The bulky-waste module pages: the object's orders with the pick-up day
 * as "Mittwoch, 9. Dezember", status, items, comment, quota; cancel only where the rules
 * allows it, a claim for every order; the public page with types, prices and rules.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DumpPage from '../../../src/modules/dump/DumpPage';
import { readOrder } from '../../../src/payment/store';
import { collection, odataDate, renderWithPortal } from '../dialogs/harness';

const year = new Date().getFullYear();
const types = [
  { StueckgutAuftragsartenId: 1, Name: 'Sperrmüll', NameInPortal: 'Sperrmüllabholung', IstKostenpflichtig: false, Terminvorgaben: 'Vorlauf=7;Tage=Di,Do;Kapazitaet=3;Wochen=8', SonstigesInPortalAnzeigen: true, Bemerkung: 'Bis zu 6 m³ im Jahr', BemerkungLang: null, Einwilligungserklaerung: null, StueckgutVolumenart: 3, JahresKontingent: '6.00', Grundpreis: null, Preis: null },
  { StueckgutAuftragsartenId: 4, Name: 'Express', NameInPortal: 'Express-Abholung', IstKostenpflichtig: true, Terminvorgaben: 'Abholung binnen einer Woche', SonstigesInPortalAnzeigen: false, Bemerkung: null, BemerkungLang: null, Einwilligungserklaerung: 'Kostet 49 €', StueckgutVolumenart: 2, JahresKontingent: null, Grundpreis: '49.00', Preis: null },
];
const order = (id: number, status: number, soll: string, items: [number, string, string][], extra: Record<string, unknown> = {}) => ({
  StueckgutAuftraegeId: id, Erstellungsdatum: odataDate(`${year}-01-15T00:00:00Z`), Anmeldedatum: null, Aenderungsdatum: null, SollDatum: odataDate(`${soll}T00:00:00Z`),
  IstDatum: null, BemerkungExtern: null, Bemerkung: null, Status: status, Sonstiges: null, Zahlungsstatus: null, ZahlungsUrl: null, ZahlungsTransaktionsId: null,
  StueckgutAuftragsart: types[0],
  StueckgutAnzahlen: items.map(([Anzahl, Name, Volumen], i) => ({ StueckgutAnzahlenId: id * 10 + i, Anzahl, Stueckgut: { StueckgutId: i + 1, Name, Einheit: 'Stück', Volumen } })),
  ...extra,
});
const orders = [
  order(1, 4, '2026-03-10', [[1, 'Tisch', '0.50']], { IstDatum: odataDate('2026-03-10T00:00:00Z') }),
  order(2, 1, '2026-12-09', [[2, 'Sofa', '1.50'], [1, 'Matratze', '0.50']], { BemerkungExtern: 'Bitte an die Einfahrt stellen', Sonstiges: 'Wäscheständer' }),
  order(3, 6, '2026-05-05', [[3, 'Sofa', '1.50']]),
];

const server = setupServer(
  http.get('*/api/StueckgutAuftraege', () => HttpResponse.json(collection(orders))),
  http.get('*/api/StueckgutAuftragsarten', () => HttpResponse.json(collection(types))),
  http.get('*/api/Objekte', () => HttpResponse.json(collection([{ ObjekteId: 7, HausNr: 1, EigentuemerAdressenObj: { AdressenId: 8, EMail: 'erika@example.org' } }]))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the object page', () => {
  it('lists the orders with day and month name, status, items and comment; cancel only where allowed', async () => {
    renderWithPortal(<DumpPage objectId={7} phoneCountries={['DE']} availableModules={['dump', 'claims']} onNavigate={() => {}} moduleHref={(name) => `/${name}`} />);
    const cards = await screen.findAllByTestId('dump-order');
    // The coming pick-up first, then the past ones, the latest on top.
    expect(cards.map((c) => c.getAttribute('data-order-id'))).toEqual(['2', '3', '1']);
    const next = within(cards[0]!);
    next.getByRole('heading', { name: 'Abholung am Mittwoch, 9. Dezember' });
    next.getByText('2 × Sofa');
    next.getByText('1 × Matratze');
    next.getByText('Sonstiges: Wäscheständer');
    next.getByText('Hinweis der Abfallwirtschaft: Bitte an die Einfahrt stellen');
    next.getByText(/^Erfasst am/);
    next.getByRole('button', { name: 'Stornieren' });
    // Done and cancelled orders are not cancellable; a claim is possible for each (claims module present).
    for (const card of cards.slice(1)) expect(within(card).queryByRole('button', { name: 'Stornieren' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Reklamation melden' })).toHaveLength(3);
    within(cards[2]!).getByRole('heading', { name: 'Abgeholt am Dienstag, 10. März' });
    screen.getByRole('button', { name: 'Sperrmüll anmelden' });
  });

  it('opens the wizard through its address (?schritt=1), so reload and back keep the step', async () => {
    const hrefs: string[] = [];
    renderWithPortal(<DumpPage objectId={7} phoneCountries={['DE']} availableModules={['dump']} onNavigate={(href) => hrefs.push(href)} moduleHref={(name) => `/${name}`} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sperrmüll anmelden' }));
    expect(hrefs).toEqual(['/objects/7/dump?schritt=1']);
  });

  it('derives the quota of the year (the cancelled order gives its share back)', async () => {
    renderWithPortal(<DumpPage objectId={7} phoneCountries={['DE']} availableModules={['dump']} onNavigate={() => {}} moduleHref={(name) => `/${name}`} />);
    // 6 m³ − (0.5 + 2 × 1.5 + 0.5) = 2 m³; the Express type has no quota.
    const quota = await screen.findAllByTestId('dump-quota');
    expect(quota).toHaveLength(1);
    expect(quota[0]!.textContent).toContain('2 von 6 m³ frei');
    // Without the claims module no claim is offered.
    expect(screen.queryByRole('button', { name: 'Reklamation melden' })).toBeNull();
  });
});

describe('paying an order that waits for its payment', () => {
  const waiting = [
    order(5, 1, '2026-12-10', [[1, 'Sperrmüll gemischt', '1.00']], { StueckgutAuftragsart: types[1], Zahlungsstatus: 'offen' }),
    order(6, 1, '2026-12-11', [[2, 'Sperrmüll gemischt', '1.00']], { StueckgutAuftragsart: types[1], Zahlungsstatus: 'bezahlt' }),
    order(7, 6, '2026-12-12', [[3, 'Sperrmüll gemischt', '1.00']], { StueckgutAuftragsart: types[1], Zahlungsstatus: 'offen' }),
  ];
  const page = () => renderWithPortal(<DumpPage objectId={7} phoneCountries={['DE']} availableModules={['dump']} onNavigate={() => {}} moduleHref={(name) => `/${name}`} />);

  it('offers "Jetzt bezahlen" only on an unpaid open order; it starts the payment and keeps the order for the return', async () => {
    const starts: URL[] = [];
    server.use(
      http.get('*/api/StueckgutAuftraege', () => HttpResponse.json(collection(waiting))),
      http.post('*/api/StarteZahlung', ({ request }) => {
        starts.push(new URL(request.url));
        // Not followed in jsdom: the order is stored before the browser would leave.
        return HttpResponse.json({ d: { StarteZahlung: { TransaktionsId: 'e'.repeat(32), Url: '#testzahlung' } } });
      }),
    );
    sessionStorage.clear();
    page();
    const cards = await screen.findAllByTestId('dump-order');
    const byId = (id: number) => cards.find((c) => c.getAttribute('data-order-id') === String(id))!;
    expect(within(byId(6)).queryByRole('button', { name: 'Jetzt bezahlen' })).toBeNull();
    expect(within(byId(7)).queryByRole('button', { name: 'Jetzt bezahlen' })).toBeNull();
    fireEvent.click(within(byId(5)).getByRole('button', { name: 'Jetzt bezahlen' }));
    await waitFor(() => expect(readOrder()?.transactionId).toBe('e'.repeat(32)));
    expect([starts[0]!.searchParams.get('zweck'), starts[0]!.searchParams.get('referenz'), starts[0]!.searchParams.get('ruecksprung')]).toEqual(["'dump'", "'5'", "'/objects/7/dump'"]);
    expect(readOrder()).toMatchObject({ purpose: 'dump', reference: 5, objectId: 7, summary: 'Express-Abholung, Donnerstag, 10. Dezember' });
  });

  it("shows the server's German refusal on the card", async () => {
    const message = 'Dieser Betrag kann nicht online bezahlt werden: Er ist bereits bezahlt oder gehört nicht zu Ihrem Zugang.';
    server.use(
      http.get('*/api/StueckgutAuftraege', () => HttpResponse.json(collection(waiting))),
      http.post('*/api/StarteZahlung', () => HttpResponse.json({ error: { code: 'not-payable', message: { lang: 'de', value: message } } }, { status: 422 })),
    );
    page();
    const card = (await screen.findAllByTestId('dump-order')).find((c) => c.getAttribute('data-order-id') === '5')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Jetzt bezahlen' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(message);
  });
});

describe('a paid order that is cancelled', () => {
  const paidOrders = [
    order(6, 1, '2026-12-11', [[2, 'Sperrmüll gemischt', '1.00']], { StueckgutAuftragsart: types[1], Zahlungsstatus: 'bezahlt' }),
    order(8, 6, '2026-12-14', [[1, 'Sperrmüll gemischt', '1.00']], { StueckgutAuftragsart: types[1], Zahlungsstatus: 'erstattung' }),
  ];
  const page = () => renderWithPortal(<DumpPage objectId={7} phoneCountries={['DE']} availableModules={['dump']} onNavigate={() => {}} moduleHref={(name) => `/${name}`} />);
  const card = async (id: number) => (await screen.findAllByTestId('dump-order')).find((c) => c.getAttribute('data-order-id') === String(id))!;

  it('shows "Erstattung veranlasst" and the amount on the card of a cancelled paid order', async () => {
    server.use(http.get('*/api/StueckgutAuftraege', () => HttpResponse.json(collection(paidOrders))));
    page();
    const cancelled = within(await card(8));
    cancelled.getByText('Erstattung veranlasst');
    expect(cancelled.queryByText('Bezahlt')).toBeNull();
    expect(cancelled.getByTestId('dump-order-refund').textContent).toEqual(expect.stringMatching(/^Der bezahlte Betrag von 49,00\s€ wird Ihnen innerhalb von 10 Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben\.$/));
    // An order still paid and not cancelled says nothing about a refund.
    expect(within(await card(6)).queryByTestId('dump-order-refund')).toBeNull();
  });
});

describe('the public page', () => {
  it('shows each type with its price, quota and rules', async () => {
    renderWithPortal(<DumpPage objectId={null} phoneCountries={['DE']} availableModules={['dump']} onNavigate={() => {}} moduleHref={(name) => `/${name}`} />);
    const cards = await screen.findAllByTestId('dump-type');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('kostenlos');
    expect(cards[0]!.textContent).toContain('Kontingent: 6 m³ pro Jahr und Grundstück');
    expect(cards[0]!.textContent).toContain('Frühestens 7 Tage nach der Anmeldung, abgeholt wird dienstags oder donnerstags, Termine bis 8 Wochen im Voraus.');
    expect(cards[1]!.textContent).toMatch(/49,00\s€ pauschal/); // Intl puts a no-break space before €
    // An authority's prose stays as it is.
    expect(cards[1]!.textContent).toContain('Abholung binnen einer Woche');
  });
});
