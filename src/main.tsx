/**
 * Entry: read what the first URL carries (payment return), wire session/API/query cache, then
 * render the providers around the router.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { App, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { capturePaymentReturn } from './app/startup';
import { wireApp } from './app/wiring';

initI18n();
try {
  capturePaymentReturn(window.location.search);
} catch {
  // storage disabled: the payment flow then asks the server instead
}

const queryClient = createQueryClient();
wireApp(queryClient);
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
