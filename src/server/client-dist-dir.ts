import { fileURLToPath } from 'node:url';

/** Where `vite build` puts the client; the server serves it from here. */
export const clientDistDir = fileURLToPath(new URL('../../dist/client', import.meta.url));
