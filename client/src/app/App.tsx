import { BrowserRouter } from 'react-router-dom';
import { RouteFocus } from '../features/a11y/RouteFocus';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
        <RouteFocus />
      </BrowserRouter>
    </Providers>
  );
}
