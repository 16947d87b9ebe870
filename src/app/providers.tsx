import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ContentLinkRule } from './ContentLinkRule';
import { PortalTheme } from './portal-theme';
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
    <PortalTheme>
      <QueryClientProvider client={queryClient}>
        <ContentLinkRule>
          <RouterProvider router={router} />
        </ContentLinkRule>
      </QueryClientProvider>
    </PortalTheme>
  );
}
