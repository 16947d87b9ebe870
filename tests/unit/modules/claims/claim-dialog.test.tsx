// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import { ClaimDialog } from '../../../../src/modules/claims/ClaimDialog';
import { CLAIM_FUNCTION } from '../../../../src/modules/claims/claim-setup';
import { onClaimCreated } from '../../../../src/modules/claims/claim-created';
import type { PortalEvent } from '../../../../src/events/events';
import { generatedFormQuery } from '../../../../src/forms/useGeneratedForm';
import { currentError, reportToSnackbar } from '../../../../src/api/notifications';
import { parameterOf, referenceVariant } from '../../forms/generate';
import { collection, createTestQueryClient, odataError, renderWithPortal } from '../../dialogs/harness';
import { heic, jpeg, jpegComment, SHELL } from '../../server/upload-payloads';

const server = setupServer(
  http.get('*/api/ReklamationsZuordnungen', () =>
    HttpResponse.json(
      collection([
        { ReklamationsZuordnungsTyp: 1, ReklamationsArt: { ReklamationsArtenId: 5, Bezeichnung: 'Straße verschmutzt', Bemerkung: null, IstBehaelterInformationImPortalEinsehbar: false, ReklamationOderAnfrage: 0 } },
        { ReklamationsZuordnungsTyp: 1, ReklamationsArt: { ReklamationsArtenId: 6, Bezeichnung: 'Allgemeine Frage', Bemerkung: null, IstBehaelterInformationImPortalEinsehbar: false, ReklamationOderAnfrage: 1 } },
      ]),
    ),
  ),
  http.get('*/api/Gebiete', () => HttpResponse.json(collection([{ GebieteId: 3, Name: 'Nord' }]))),
  // After a success the dialog reads the new claim for the event history.
  http.get('*/api/Reklamationen', () => HttpResponse.json(collection([]))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  // Each test opens a fresh dialog: nothing a previous one typed may come back as a draft.
  sessionStorage.clear();
});
afterAll(() => server.close());

const prefill = { familyName: 'Muster', mail: 'max@example.de', postcode: '35390', city: 'Gießen', street: 'Hauptstraße', streetNumber: '12 a' };

function renderDialog(overrides: { onError?: (m: string) => void; onCreated?: (id: number) => void; form?: GeneratedForm } = {}) {
  const onError = overrides.onError ?? vi.fn();
  const onCreated = overrides.onCreated ?? vi.fn();
  const client = createTestQueryClient();
  // Another authority's metadata: its generated form instead of the reference one.
  if (overrides.form) client.setQueryData(generatedFormQuery(CLAIM_FUNCTION).queryKey, overrides.form);
  renderWithPortal(
    <ClaimDialog opened kind={0} subject={{ id: 7 }} phoneCountries={['DE', 'AT']} prefill={prefill} onClose={() => {}} onCreated={onCreated} onError={onError} />,
    client,
  );
  return { onError, onCreated };
}

/** A HEIC photo as its boxes make it one: ftyp with the brand heic, meta (a picture), mdat. */
const HEIC = new Uint8Array(heic());

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Absenden' }) as HTMLButtonElement;

async function fillValidClaim() {
  // The only claim type of kind 0 is preselected.
  expect((await screen.findByRole('radio', { name: 'Straße verschmutzt' }) as HTMLInputElement).checked).toBe(true);
  await userEvent.type(screen.getByRole('textbox', { name: /Beschreibung/ }), 'Glasscherben vor dem Haus');
  await waitFor(() => expect(submitButton().disabled).toBe(false));
}

describe('ClaimDialog', () => {
  it('keeps the contact section collapsed until the toggle opens it', async () => {
    renderDialog();
    const toggle = await screen.findByRole('button', { name: 'Kontaktdaten anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox', { name: /Nachname/ })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Kontaktdaten ausblenden' }).getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('textbox', { name: /Nachname/ }) as HTMLInputElement).value).toBe('Muster');
  });

  it('names each refused file with its reason at the upload, when it is picked, and keeps accepted ones', async () => {
    const { onError } = renderDialog();
    await screen.findByRole('radio', { name: 'Straße verschmutzt' });
    fireEvent.change(fileInput(), {
      target: { files: [new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }), new File(['%PDF-1.4'], 'foto.pdf', { type: 'application/pdf' })] },
    });
    const refused = await screen.findByTestId('upload-refused');
    expect(refused.textContent).toContain('virus.exe: Dieser Dateityp ist hier nicht erlaubt.');
    expect(await screen.findByText('foto.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Datei virus.exe entfernen' })).toBeNull();
    // The reason stands at the field, not in a snackbar that goes away.
    expect(onError).not.toHaveBeenCalled();
  });

  it('checks the content when a file is picked: HEIC and text named .jpg are refused with the reason, a real .heic without MIME type is taken', async () => {
    renderDialog();
    await fillValidClaim();
    fireEvent.change(fileInput(), {
      target: {
        files: [
          new File([HEIC], 'IMG_0001.jpg', { type: 'image/jpeg' }),
          new File(['Bitte bis Freitag abholen'], 'notiz.jpg', { type: 'image/jpeg' }),
          // Chromium gives no MIME type for HEIC.
          new File([HEIC], 'IMG_0002.heic', { type: '' }),
        ],
      },
    });
    await waitFor(() => {
      const refused = screen.getByTestId('upload-refused').textContent ?? '';
      expect(refused).toContain('IMG_0001.jpg: Die Endung passt nicht zum Inhalt, die Datei ist im Format HEIC.');
      expect(refused).toContain('notiz.jpg: Der Inhalt ist keiner der erlaubten Dateitypen');
    });
    expect(screen.getByTestId('upload-refused').textContent).not.toContain('IMG_0002.heic');
    await screen.findByRole('button', { name: 'Datei IMG_0002.heic entfernen' });
    expect(screen.queryByRole('button', { name: 'Datei IMG_0001.jpg entfernen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Datei notiz.jpg entfernen' })).toBeNull();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('refuses a photo that carries a PHP shell when it is picked, naming it with the reason', async () => {
    renderDialog();
    await fillValidClaim();
    fireEvent.change(fileInput(), { target: { files: [new File([new Uint8Array(jpeg([jpegComment(SHELL)]))], 'deckel.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => {
      expect(screen.getByTestId('upload-refused').textContent).toContain('deckel.jpg: Die Datei enthält mehr als ein Bild oder Dokument (z. B. ein Skript) und wird nicht angenommen.');
    });
    expect(screen.queryByRole('button', { name: 'Datei deckel.jpg entfernen' })).toBeNull();
  });

  it('shows the server\'s reason when it refuses the claim (422), and keeps the input', async () => {
    server.use(
      http.post('*/api/LegeReklamationAngemeldetAn', () => HttpResponse.json(odataError('upload-type', 'Dieser Dateityp wird nicht angenommen: scan.pdf'), { status: 422 })),
    );
    const { onError } = renderDialog();
    await fillValidClaim();
    await userEvent.click(submitButton());
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.stringContaining('Ihr Anliegen wurde nicht angenommen: Dieser Dateityp wird nicht angenommen: scan.pdf.')));
    expect((screen.getByRole('textbox', { name: /Beschreibung/ }) as HTMLTextAreaElement).value).toBe('Glasscherben vor dem Haus');
  });

  it('takes a failed submission\'s message back from the snackbar once the claim is sent', async () => {
    let fail = true;
    server.use(
      http.post('*/api/LegeReklamationAngemeldetAn', () =>
        fail
          ? HttpResponse.json(odataError('500', 'kaputt'), { status: 500 })
          : HttpResponse.json({ d: { ReklamationenId: 902, ErfasstAmDatum: '/Date(1767225600000)/', ReklamationsZuordnungsTyp: 1, Status: 1 } }),
      ),
    );
    const { onCreated } = renderDialog({ onError: reportToSnackbar });
    await fillValidClaim();
    await userEvent.click(submitButton());
    await waitFor(() => expect(currentError()).toContain('Ihr Anliegen konnte nicht übermittelt werden'));
    fail = false;
    await userEvent.click(submitButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(902));
    expect(currentError()).toBeNull();
  });

  it('turns the size red and blocks submit when the uploads exceed 5,242,880 bytes', async () => {
    renderDialog();
    await fillValidClaim();
    const big = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6_000_000 });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    await screen.findByText('scan.pdf');
    await waitFor(() => expect(screen.getByTestId('upload-size').getAttribute('data-over')).toBe('true'));
    expect(screen.getByTestId('upload-size').textContent).toBe('6 MB von 5,2 MB');
    screen.getByText('Die Dateien sind zusammen zu groß.');
    expect(submitButton().disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Datei scan.pdf entfernen' }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('keeps every input and reports claim.error when the submission fails', async () => {
    server.use(http.post('*/api/LegeReklamationAngemeldetAn', () => HttpResponse.json(odataError('500', 'kaputt'), { status: 500 })));
    const { onError, onCreated } = renderDialog();
    await fillValidClaim();
    await userEvent.click(submitButton());
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.stringContaining('Ihr Anliegen konnte nicht übermittelt werden')));
    expect(onCreated).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: /Beschreibung/ }) as HTMLTextAreaElement).value).toBe('Glasscherben vor dem Haus');
    await userEvent.click(screen.getByRole('button', { name: 'Kontaktdaten anzeigen' }));
    expect((await screen.findByRole('textbox', { name: /Nachname/ }) as HTMLInputElement).value).toBe('Muster');
  });

  it('hands the new claim id to onCreated after a successful submission', async () => {
    let body: unknown = null;
    let url = '';
    server.use(
      http.post('*/api/LegeReklamationAngemeldetAn', async ({ request }) => {
        url = request.url;
        body = await request.json();
        return HttpResponse.json({ d: { ReklamationenId: 901, ErfasstAmDatum: '/Date(1767225600000)/', ReklamationsZuordnungsTyp: 1, Status: 1 } });
      }),
    );
    const { onCreated } = renderDialog();
    await fillValidClaim();
    await userEvent.click(submitButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(901));
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(url).toContain('reklamationsArtenID=5');
    expect(url).toContain('id=7');
    expect(body).toEqual({ files: [] });
  });

  it('announces the new claim as the server stored it, for the event history', async () => {
    const filters: string[] = [];
    server.use(
      http.post('*/api/LegeReklamationAngemeldetAn', () =>
        HttpResponse.json({ d: { ReklamationenId: 902, ErfasstAmDatum: '/Date(1767225600000)/', ReklamationsZuordnungsTyp: 1, Status: 1 } }),
      ),
      http.get('*/api/Reklamationen', ({ request }) => {
        filters.push(new URL(request.url).searchParams.get('$filter') ?? '');
        return HttpResponse.json(
          collection([
            {
              ReklamationenId: 902, ErfasstAmDatum: '/Date(1767225600000)/', ReklamationsName: 'Straße verschmutzt', Kurzbeschreibung: 'Glas',
              ReklamationsZuordnungsTyp: 1, Status: 1, ReklamationsArt: { ReklamationsArtenId: 5, Bezeichnung: 'Straße verschmutzt' }, Objekt: { ObjekteId: 7 },
            },
          ]),
        );
      }),
    );
    const announced: PortalEvent[] = [];
    const stop = onClaimCreated((event) => announced.push(event));
    try {
      renderDialog();
      await fillValidClaim();
      await userEvent.click(submitButton());
      await waitFor(() => expect(announced).toHaveLength(1));
      expect(filters).toEqual(['ReklamationenId eq 902']);
      expect(announced[0]).toMatchObject({ kind: 'Reklamationen', id: 902, objectId: 7, status: 'recorded' });
      expect(announced[0]?.title.params).toMatchObject({ type: 'Straße verschmutzt' });
    } finally {
      stop();
    }
  });
  it('loads the regions in the region field itself and sends the chosen one', async () => {
    let url = '';
    server.use(
      http.post('*/api/LegeReklamationAngemeldetAn', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ d: { ReklamationenId: 903, ErfasstAmDatum: '/Date(1767225600000)/', ReklamationsZuordnungsTyp: 1, Status: 1 } });
      }),
    );
    const { onCreated } = renderDialog();
    await fillValidClaim();
    const region = screen.getByRole('combobox', { name: /Gebiet/ });
    await userEvent.click(region);
    await userEvent.click(await screen.findByRole('option', { name: 'Nord' }));
    await userEvent.click(submitButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(903));
    expect(url).toContain('gebieteId=3');
  });

  it('says error.load and error.claim.region when the regions fail; an optional region does not block the claim', async () => {
    server.use(http.get('*/api/Gebiete', () => HttpResponse.json(odataError('500', 'kaputt'), { status: 500 })));
    const { onError } = renderDialog();
    expect(await screen.findByText('Die Gebiete konnten nicht geladen werden.')).toBeTruthy();
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Die Daten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.'));
    await fillValidClaim();
  });

  it('keeps the claim blocked while a required region could not be loaded', async () => {
    server.use(http.get('*/api/Gebiete', () => HttpResponse.json(odataError('500', 'kaputt'), { status: 500 })));
    const form = referenceVariant(CLAIM_FUNCTION, (fi) => void (parameterOf(fi, 'gebieteId').nullable = false));
    renderDialog({ form });
    expect(await screen.findByText('Die Gebiete konnten nicht geladen werden.')).toBeTruthy();
    await userEvent.type(await screen.findByRole('textbox', { name: /Beschreibung/ }), 'Glasscherben vor dem Haus');
    expect(submitButton().disabled).toBe(true);
  });

  it('counts the description\'s characters and asks for the phone number\'s country', async () => {
    renderDialog();
    await userEvent.type(await screen.findByRole('textbox', { name: /Beschreibung/ }), 'Glas');
    screen.getByText('4 von 200 Zeichen');
    await userEvent.click(screen.getByRole('button', { name: 'Kontaktdaten anzeigen' }));
    expect(await screen.findByRole('combobox', { name: 'Land der Telefonnummer' })).toBeTruthy();
  });
});
