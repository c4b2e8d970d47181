import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { preloadPage } from './routes';
import './app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

preloadPage(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <App />
    </AppProviders>
  </StrictMode>,
);
