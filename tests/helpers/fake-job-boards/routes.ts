import { adzunaRoute } from './adzuna.ts';
import { arbeitnowRoute } from './arbeitnow.ts';
import { ashbyRoute } from './ashby.ts';
import { boardPageRoute } from './board-pages.ts';
import type { FakeRoute } from './fake-response.ts';
import { greenhouseRoute } from './greenhouse.ts';
import { himalayasRoute } from './himalayas.ts';
import { jsonLdRoute } from './jsonld.ts';
import { leverRoute } from './lever.ts';
import { personioRoute } from './personio.ts';
import { recruiteeRoute } from './recruitee.ts';
import { remoteOkRoute } from './remoteok.ts';
import { smartRecruitersRoute } from './smartrecruiters.ts';
import { theMuseRoute } from './themuse.ts';
import { usajobsRoute } from './usajobs.ts';
import { workableRoute } from './workable.ts';
import { workdayRoute } from './workday.ts';

export const boardRoutes: FakeRoute[] = [
  boardPageRoute,
  greenhouseRoute,
  leverRoute,
  ashbyRoute,
  workableRoute,
  smartRecruitersRoute,
  recruiteeRoute,
  personioRoute,
  workdayRoute,
  remoteOkRoute,
  arbeitnowRoute,
  theMuseRoute,
  himalayasRoute,
  usajobsRoute,
  adzunaRoute,
  jsonLdRoute,
];
