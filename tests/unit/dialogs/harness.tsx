/**
 * Shared test harness for dialogs and module pages: the portal's providers (Mantine theme, German
 * texts, a fresh query cache seeded with the reference capabilities) and an msw server for /api.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { readEdmx } from '../../../codegen/edmx';
import { deriveCapabilities, type Capabilities } from '../../../codegen/runtime/capabilities';
import { metaQueryKey } from '../../../src/api/queries/meta';
import { i18n, initI18n } from '../../../src/i18n';
import { cssVariablesResolver, theme } from '../../../src/theme';

initI18n();

// Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
}

const referenceXml = readFileSync(resolve(process.cwd(), 'schema/reference/metadata.xml'), 'utf8');

/** The reference authority's capabilities, optionally with parameter nullability changed. */
export function referenceCapabilities(nullability: Record<string, Record<string, boolean>> = {}): Capabilities {
  const caps = deriveCapabilities(readEdmx(referenceXml));
  for (const [fn, params] of Object.entries(nullability)) {
    const f = caps.functions[fn];
    if (!f) continue;
    for (const [name, nullable] of Object.entries(params)) {
      const p = f.parameters.find((x) => x.name === name);
      if (p) p.nullable = nullable;
      else f.parameters.push({ name, type: 'Edm.String', nullable });
    }
  }
  return caps;
}

export function createTestQueryClient(capabilities: Capabilities = referenceCapabilities()): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(metaQueryKey, capabilities);
  return client;
}

export function renderWithPortal(ui: ReactElement, queryClient: QueryClient = createTestQueryClient()) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nextProvider>
      </MantineProvider>
    );
  }
  return { ...render(ui, { wrapper: Providers }), queryClient };
}

/** A collection body as the reference backend answers it (`d` is the list). */
export const collection = (rows: unknown[]) => ({ d: rows });
export const odataDate = (iso: string) => `/Date(${Date.parse(iso)})/`;
export const odataError = (code: string, value: string) => ({ error: { code, message: { lang: 'de', value } } });
