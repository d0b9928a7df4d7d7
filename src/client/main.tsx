import './app/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { router } from './app/router.tsx';
import { currentUserQuery } from './lib/auth.ts';
import { queryClient } from './lib/query-client.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Who is signed in is asked now, while the router fetches the page's chunks, not once they have
// arrived and the auth gate mounts: it then finds the answer in the cache. (The build's
// index.html has the browser start this request with the page: vite.config.ts.)
void queryClient.prefetchQuery(currentUserQuery);

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
