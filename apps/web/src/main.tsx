import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { loadI18n } from './i18n/i18n';
import { ColorModeProvider } from './theme/ColorModeProvider';

// The language's messages (one chunk) load while the router starts the current route's chunks.
const i18nReady = loadI18n();
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
await i18nReady;

createRoot(container).render(
  <StrictMode>
    <ColorModeProvider>
      <RouterProvider router={router} />
    </ColorModeProvider>
  </StrictMode>,
);
