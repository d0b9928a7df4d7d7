import type { Connector, SourceKind } from '../connector-contract.ts';
import { type AdzunaKeys, createAdzunaConnector } from './adzuna.ts';
import { arbeitnowConnector } from './arbeitnow.ts';
import { ashbyConnector } from './ashby.ts';
import { greenhouseConnector } from './greenhouse.ts';
import { himalayasConnector } from './himalayas.ts';
import { jsonLdConnector } from './jsonld.ts';
import { leverConnector } from './lever.ts';
import { personioConnector } from './personio.ts';
import { recruiteeConnector } from './recruitee.ts';
import { remoteOkConnector } from './remoteok.ts';
import { smartRecruitersConnector } from './smartrecruiters.ts';
import { theMuseConnector } from './themuse.ts';
import { createUsajobsConnector, type UsajobsKeys } from './usajobs.ts';
import { workableConnector } from './workable.ts';
import { workdayConnector } from './workday.ts';

export { SourceError } from './source-http.ts';

/** Keys of the sources that need one (config: USAJOBS_*, ADZUNA_*); absent → source unavailable. */
export interface SourceKeys {
  usajobs?: UsajobsKeys;
  adzuna?: AdzunaKeys;
}

const keyless: Partial<Record<SourceKind, Connector>> = {
  greenhouse: greenhouseConnector,
  lever: leverConnector,
  ashby: ashbyConnector,
  workable: workableConnector,
  smartrecruiters: smartRecruitersConnector,
  recruitee: recruiteeConnector,
  personio: personioConnector,
  workday: workdayConnector,
  remoteok: remoteOkConnector,
  arbeitnow: arbeitnowConnector,
  themuse: theMuseConnector,
  himalayas: himalayasConnector,
  jsonld: jsonLdConnector,
};

/**
 * The connector reading a followed source of this kind, or undefined when the kind has none
 * (the demo corpus is served in other kinds' shapes) or needs a key that is not configured.
 */
export function connectorFor(kind: SourceKind, keys: SourceKeys = {}): Connector | undefined {
  if (kind === 'usajobs') return keys.usajobs ? createUsajobsConnector(keys.usajobs) : undefined;
  if (kind === 'adzuna') return keys.adzuna ? createAdzunaConnector(keys.adzuna) : undefined;
  return keyless[kind];
}

/** `connectorFor` bound to the configured keys, the shape ingestion takes. */
export function createConnectorLookup(
  keys: SourceKeys,
): (kind: SourceKind) => Connector | undefined {
  const usajobs = keys.usajobs ? createUsajobsConnector(keys.usajobs) : undefined;
  const adzuna = keys.adzuna ? createAdzunaConnector(keys.adzuna) : undefined;
  return (kind) => (kind === 'usajobs' ? usajobs : kind === 'adzuna' ? adzuna : keyless[kind]);
}

/** Kinds a followed source may use with this configuration (for `npm run sources` and admin). */
export function availableSourceKinds(keys: SourceKeys = {}): SourceKind[] {
  const kinds = Object.keys(keyless) as SourceKind[];
  if (keys.usajobs) kinds.push('usajobs');
  if (keys.adzuna) kinds.push('adzuna');
  return kinds;
}
