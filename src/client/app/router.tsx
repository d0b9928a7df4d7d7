import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** Creating it starts loading the current page's chunks (routes.tsx), so main.tsx does it first. */
export const router = createBrowserRouter(routes);
