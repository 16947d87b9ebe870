// @vitest-environment jsdom
/**
 * /claims before login is no dead end. With the authority's public claim function
 * a visitor files a claim by address (contact section open and required); without it, the page
 * offers the login.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MODULES } from '../../../../src/modules/registry';
import { modulePage } from '../../../../src/app/module-pages';
import { collection, createTestQueryClient, referenceCapabilities, renderWithPortal } from '../../dialogs/harness';

const art = (id: number, name: string, kind: number) => ({ ReklamationsArtenId: id, Bezeichnung: name, Bemerkung: null, IstBehaelterInformationImPortalEinsehbar: false, ReklamationOderAnfrage: kind });
const sent: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/ReklamationsZuordnungen', () =>
    HttpResponse.json(
      collection([
        { ReklamationsZuordnungsTyp: 11, ReklamationsArt: art(2, 'Behälter beschädigt', 0) },
        { ReklamationsZuordnungsTyp: 10, ReklamationsArt: art(4, 'Verschmutzung nach der Leerung', 0) },
      ]),
    ),
  ),
  http.get('*/api/Gebiete', () => HttpResponse.json(collection([]))),
  http.post('*/api/LegeReklamationAn', ({ request }) => {
    sent.push(new URL(request.url).searchParams);
    return HttpResponse.json({ d: { LegeReklamationAn: 4711 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

const visitor = { objectId: null, authorized: false, phoneCountries: ['DE'], availableModules: ['claims'], moduleHref: (m: string) => `/${m}`, onNavigate: () => {} };

/** Pasted rather than typed: the form checks on every change, and typing letter by letter is slow under jsdom. */
async function fill(name: RegExp, text: string) {
  await userEvent.click(screen.getByRole('textbox', { name }));
  await userEvent.paste(text);
}

function renderClaims(onLogin: () => void, capabilities = referenceCapabilities()) {
  const Page = modulePage(MODULES.claims)!;
  return renderWithPortal(
    <Suspense fallback={null}>
      <Page {...visitor} onLogin={onLogin} />
    </Suspense>,
    createTestQueryClient(capabilities),
  );
}

describe('claims page before login', () => {
  it('files a claim by address with the contact section open, offers the login too, and shows the number', { timeout: 60_000 }, async () => {
    const onLogin = vi.fn();
    renderClaims(onLogin);
    expect(await screen.findByRole('heading', { name: 'Reklamation melden' })).toBeTruthy();
    expect(screen.queryByText('Bitte wählen Sie zuerst ein Objekt aus.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    // Without an argument: the app reads one as the login to fill in, and would then forget to
    // bring the resident back to this page (a click event is no login).
    expect(onLogin).toHaveBeenCalledWith();

    await userEvent.click(screen.getByRole('button', { name: 'Reklamation melden' }));
    await screen.findByRole('dialog', { name: 'Reklamation melden' });
    // Only the types for address claims; the container type is not offered.
    await userEvent.click(await screen.findByRole('radio', { name: 'Verschmutzung nach der Leerung' }));
    expect(screen.queryByRole('radio', { name: 'Behälter beschädigt' })).toBeNull();
    await fill(/Beschreibung/, 'Glas vor dem Haus');
    // Open at once (no prefill), every contact field there to fill in.
    expect(screen.queryByRole('button', { name: 'Kontaktdaten anzeigen' })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Absenden' }) as HTMLButtonElement;
    await fill(/Nachname/, 'Krüger');
    await fill(/Straße/, 'Lindenallee');
    await fill(/Hausnummer/, '4');
    await fill(/PLZ/, '07381');
    await fill(/Ort/, 'Lindenau');
    // The e-mail is required: without it nothing is sent.
    expect(submit.disabled).toBe(true);
    await fill(/E-Mail/, 'krueger@example.org');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await userEvent.click(submit);

    expect(await screen.findByText(/unter der Nummer 4711 bei uns eingegangen/)).toBeTruthy();
    const params = sent[0]!;
    expect(params.get('id')).toBeNull();
    expect(params.get('reklamationsZuordnungsTyp')).toBe('10');
    expect(params.get('reklamationsArtenID')).toBe('4');
    expect(params.get('eMail')).toBe("'krueger@example.org'");
  });

  it('offers the login where the authority takes no claims without one', async () => {
    const caps = referenceCapabilities();
    delete caps.functions.LegeReklamationAn;
    caps.functionImports = caps.functionImports.filter((name) => name !== 'LegeReklamationAn');
    const onLogin = vi.fn();
    renderClaims(onLogin, caps);
    expect(await screen.findByText(/nach der Anmeldung mit Ihren Zugangsdaten/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reklamation melden' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});
