import { occupationBySoc, occupations } from './occupations.ts';

let organizations: Map<string, string> | undefined;

/**
 * The body that issues a certification named in a posting. The occupation's own entry wins (a
 * "CMA" is the AAMA's for medical assistants, the IMA's for accountants); otherwise the first
 * occupation listing the name; null for names the data does not know.
 */
export function certificationOrganization(name: string, soc?: string): string | null {
  const key = name.trim().toLowerCase();
  const own = soc
    ? occupationBySoc(soc)?.certifications.find((c) => c.name.toLowerCase() === key)
    : undefined;
  if (own) return own.organization;
  if (!organizations) {
    organizations = new Map();
    for (const occupation of occupations()) {
      for (const cert of occupation.certifications) {
        if (!organizations.has(cert.name.toLowerCase()))
          organizations.set(cert.name.toLowerCase(), cert.organization);
      }
    }
  }
  return organizations.get(key) ?? null;
}
