import { describe, expect, it } from 'vitest';
import { availableSourceKinds, connectorFor, createConnectorLookup } from './index.ts';

const keys = {
  usajobs: { apiKey: 'k', userAgentEmail: 'jobs@example.com' },
  adzuna: { appId: 'id', appKey: 'key' },
};

describe('connector registry', () => {
  it('offers the keyed sources only when their keys are configured', () => {
    expect(availableSourceKinds()).not.toContain('usajobs');
    expect(availableSourceKinds()).not.toContain('adzuna');
    expect(availableSourceKinds(keys)).toEqual(expect.arrayContaining(['usajobs', 'adzuna']));
    expect(connectorFor('usajobs')).toBeUndefined();
    expect(connectorFor('adzuna', keys)?.kind).toBe('adzuna');
    expect(createConnectorLookup(keys)('usajobs')?.kind).toBe('usajobs');
  });

  it('has a connector of the right kind for every available kind, none for demo', () => {
    for (const kind of availableSourceKinds(keys))
      expect(connectorFor(kind, keys)?.kind).toBe(kind);
    expect(connectorFor('demo')).toBeUndefined();
    expect(availableSourceKinds(keys)).toHaveLength(15);
  });
});
