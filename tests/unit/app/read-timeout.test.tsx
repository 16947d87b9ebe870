// @vitest-environment jsdom
/**
 * A backend that takes a read and never answers: the page does not spin forever. After
 * READ_TIMEOUT_MS the module page shows its German load error with "Erneut versuchen", and a route
 * whose loading timed out shows the German timeout text with the same retry; both load again in
 * place once the backend answers.
 */
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { transport } from '../../../src/api/client';
import { READ_TIMEOUT_MS } from '../../../src/api/transport';
import { ErrorContent } from '../../../src/app/pages/ErrorPage';
import { i18n } from '../../../src/i18n';
import FinancesPage from '../../../src/modules/finances/FinancesPage';
import { theme } from '../../../src/theme';
import { collection, renderWithPortal } from '../dialogs/harness';

let hang = true;
let asked = 0;
/** Answers a read only when `hang` is off; counts every request it takes. */
const slow = (body: JsonBodyType) => () => {
  asked++;
  return hang ? new Promise<never>(() => {}) : HttpResponse.json(body);
};
const server = setupServer(
  http.get('*/api/Buchungen', slow(collection([]))),
  http.get('*/api/Objekte', slow(collection([{ ObjekteId: 7 }]))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  hang = true;
  asked = 0;
});
afterAll(() => server.close());

/** Lets the hanging request reach the backend, then lets READ_TIMEOUT_MS pass on the faked clock. */
async function backendHangsForTheReadTimeout(): Promise<void> {
  while (asked === 0) await act(() => new Promise((resolve) => setImmediate(resolve)));
  await act(() => vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS));
}

/**
 * Only timeouts are faked, and their clock still runs with real time (React Query schedules its
 * updates with setTimeout too); the jump over READ_TIMEOUT_MS is the test's own.
 */
const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });

describe('a read the backend never answers', () => {
  it('ends in the page\'s German load error with a retry, not a spinner', async () => {
    fakeTimeouts();
    renderWithPortal(<FinancesPage objectId={7} />);
    screen.getByRole('status', { busy: true });
    await backendHangsForTheReadTimeout();

    expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeTruthy();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    hang = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Für dieses Objekt gibt es noch keine Buchungen.')).toBeTruthy();
  });

  it('ends in the route\'s error view with the German timeout text and a retry in place', async () => {
    fakeTimeouts();
    const rootRoute = createRootRoute();
    const page = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      // As the object guard does: the page's data is read before it is drawn.
      loader: () => transport.request({ method: 'GET', path: 'Objekte', query: {} }),
      component: () => <p>Ihre Objekte</p>,
      errorComponent: ErrorContent,
    });
    const router = createRouter({ routeTree: rootRoute.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(
      <MantineProvider theme={theme} env="test">
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </MantineProvider>,
    );
    await backendHangsForTheReadTimeout();

    expect(await screen.findByText('Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.')).toBeTruthy();
    hang = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Ihre Objekte')).toBeTruthy();
  });
});
