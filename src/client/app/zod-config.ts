import { z } from 'zod';

// zod probes `new Function` to compile faster parsers; our CSP forbids eval, so the probe only
// put a CSP violation in the console on every page. Imported first by main.tsx.
z.config({ jitless: true });
