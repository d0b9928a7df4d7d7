import { describe, expect, it } from 'vitest';
import { certificationOrganization } from './certification-organizations.ts';

describe('certificationOrganization', () => {
  it('prefers the given occupation’s issuer for a shared acronym', () => {
    expect(certificationOrganization('CMA', '31-9092')).toBe(
      'American Association of Medical Assistants',
    );
    expect(certificationOrganization('CMA', '13-2011')).toBe('Institute of Management Accountants');
  });

  it('falls back to any occupation listing it, case-insensitively, and null when unknown', () => {
    expect(certificationOrganization('cdl class a')).toBe('State DMV');
    expect(certificationOrganization('Made-up Credential')).toBeNull();
  });
});
