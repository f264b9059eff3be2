import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RouteFocus } from '../features/a11y/RouteFocus';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/** The pages, under whichever router: the browser's here, a static one in the server's prerender. */
export function AppContent() {
  return (
    <>
      <AppRoutes />
      <RouteFocus />
    </>
  );
}

export function App() {
  // Marks the page as live (hydrated or rendered): tests and measurements wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Providers>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </Providers>
  );
}
