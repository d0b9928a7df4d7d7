import type { FakeRoute } from './fake-response.ts';
import { greenhouseRoute } from './greenhouse.ts';
import { leverRoute } from './lever.ts';

export const boardRoutes: FakeRoute[] = [greenhouseRoute, leverRoute];
