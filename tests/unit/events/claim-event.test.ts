// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadClaimEvent } from '../../../src/events/claim-event';
import { collection, odataDate } from '../dialogs/harness';
import { fullContext } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('loadClaimEvent', () => {
  it('turns the filed claim, as the server stored it, into a history event', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/api/Reklamationen', ({ request }) => {
        urls.push(decodeURIComponent(request.url));
        return HttpResponse.json(
          collection([
            {
              __metadata: { type: 'Abfall.Portal.Reklamationen' }, ReklamationenId: 77, ErfasstAmDatum: odataDate('2026-11-21T09:30:00Z'),
              ReklamationsName: 'Sperrmüll nicht abgeholt', Status: 1, ReklamationsArt: { ReklamationsArtenId: 3, Bezeichnung: 'Sperrmüll nicht abgeholt' },
              Objekt: { ObjekteId: 2 },
            },
          ]),
        );
      }),
    );
    const event = await loadClaimEvent(77, fullContext);
    expect(urls[0]).toContain('ReklamationenId eq 77');
    expect(event).toMatchObject({ key: 'Reklamationen:77', objectId: 2, status: 'recorded', title: { key: 'events.title.claim', params: { type: 'Sperrmüll nicht abgeholt' } } });
    expect(event?.cancellable).toBe(false);
  });
  it('gives null when the claim is not visible', async () => {
    server.use(http.get('*/api/Reklamationen', () => HttpResponse.json(collection([]))));
    expect(await loadClaimEvent(5, fullContext)).toBeNull();
  });
});
