// @vitest-environment jsdom
/**
 * German empty and error states of documents, finances and demands: an owner who
 * really has nothing gets a sentence, not a blank card; a failed load offers a retry.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import DemandsPage from '../../../src/modules/demands/DemandsPage';
import DocumentsPage from '../../../src/modules/documents/DocumentsPage';
import FinancesPage from '../../../src/modules/finances/FinancesPage';
import { collection, odataDate, odataError, renderWithPortal } from '../dialogs/harness';

let failBookings = true;
const server = setupServer(
  http.get('*/api/Dokumente', () => HttpResponse.json(collection([]))),
  http.get('*/api/OeffentlicheDokumente', () => HttpResponse.json(collection([]))),
  http.get('*/api/Buchungen', () => (failBookings ? HttpResponse.json(odataError('internal', 'kaputt'), { status: 500 }) : HttpResponse.json(collection([])))),
  // Only paid demands: nothing is open.
  http.get('*/api/Forderungen', () =>
    HttpResponse.json(collection([{ ForderungenId: 1, Bezeichnung: 'Abfallgebühren 2026, 1. Quartal', Jahr: 2026, Faelligkeitsdatum: odataDate('2026-02-15T00:00:00Z'), Betrag: '61.70', OffenerBetrag: '0.00', Status: 2, Objekt: { ObjekteId: 7 } }])),
  ),
  http.get('*/api/Objekte', () => HttpResponse.json(collection([{ ObjekteId: 7, HausNr: 1, HausNrZus: null, Kassenzeichen: 'KZ-7', Strasse: { Name: 'Hauptstraße' } }]))),
  http.get('*/api/Bankverbindungen', () => HttpResponse.json(collection([]))),
  http.get('*/api/SepaMandate', () => HttpResponse.json(collection([]))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

describe('empty states in German', () => {
  it('documents: none for the object, none published', async () => {
    renderWithPortal(<DocumentsPage objectId={7} />);
    expect(await screen.findByText(/Für dieses Objekt liegen noch keine Dokumente vor/)).toBeTruthy();
    expect(await screen.findByText('Zurzeit sind keine öffentlichen Dokumente veröffentlicht.')).toBeTruthy();
  });

  it('finances: a failed load offers a retry, then no bookings is said so', async () => {
    failBookings = true;
    renderWithPortal(<FinancesPage objectId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 5000 }));
    failBookings = false;
    expect(await screen.findByText('Für dieses Objekt gibt es noch keine Buchungen.', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('demands: nothing open', async () => {
    renderWithPortal(<DemandsPage />);
    expect(await screen.findByText('Sie haben keine offenen Forderungen. Vielen Dank!')).toBeTruthy();
  });
});
