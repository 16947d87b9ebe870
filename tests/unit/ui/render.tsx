import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { initI18n } from '../../../src/i18n';
import { cssVariablesResolver, theme } from '../../../src/theme';

initI18n();

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders inside the portal's Mantine theme with German texts, as the app does (also on rerender). */
export function renderUi(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: Providers });
}
