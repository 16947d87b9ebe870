import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { cssVariablesResolver, theme } from '../theme';
import { isChunkLoadError } from './startup';
import { createAppRouter } from './router';

/** Query defaults: typed API errors are final (no blind retries of 4xx), network hiccups retry once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && (error.name === 'NetworkError' || isChunkLoadError(error)),
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
}

export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/** Theme, data cache, texts and routes around the whole portal. */
export function App({ queryClient, router }: AppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
