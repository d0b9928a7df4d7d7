import type { FakeRoute } from './fake-response.ts';
import { greenhouseRoute } from './greenhouse.ts';

export const boardRoutes: FakeRoute[] = [greenhouseRoute];
