/**
 * The floor of bench:web: the smallest app that uses the prescribed stack the way the
 * portal's start page must — a TanStack Router root route that renders one Mantine `Button` with
 * an i18next text, inside a TanStack Query provider, with one running XState actor. Whatever the
 * portal's start page weighs above this app is ours to answer for; below it is the stack's price.
 * Built by bench/web.ts with the portal's own build settings (tools/build-options.ts); never part
 * of the portal bundle.
 */
import '@mantine/core/styles.css';
import { Button, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createActor, createMachine } from 'xstate';

void i18next.use(initReactI18next).init({
  lng: 'de',
  resources: { de: { translation: { login: 'Anmelden' } } },
  interpolation: { escapeValue: false },
});

const toggle = createMachine({
  id: 'floor',
  initial: 'idle',
  states: { idle: { on: { PRESS: 'pressed' } }, pressed: { on: { PRESS: 'idle' } } },
});
const actor = createActor(toggle).start();

function Home() {
  const { t } = useTranslation();
  return <Button onClick={() => actor.send({ type: 'PRESS' })}>{t('login')}</Button>;
}

const router = createRouter({ routeTree: createRootRoute({ component: Home }) });
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
);
