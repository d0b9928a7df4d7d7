import { MAX_CERTIFICATIONS } from '../../../../shared/schemas/preferences.ts';
import { emptyCertification, type WizardValues } from './wizard-values.ts';

/**
 * The wizard's values with certification names read from a resume added as rows (name only, the
 * rest for the user to fill in). A name already listed, in any letter case, is not added twice;
 * names past the wizard's limit are returned as `left` so the user is told (decision 045).
 */
export function withCertificationNames(
  values: WizardValues,
  names: string[],
): { values: WizardValues; added: string[]; left: string[] } {
  const listed = new Set(values.certifications.map((row) => row.name.trim().toLowerCase()));
  const rows = [...values.certifications];
  const added: string[] = [];
  const left: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (!name || listed.has(key)) continue;
    listed.add(key);
    if (rows.length >= MAX_CERTIFICATIONS) {
      left.push(name);
      continue;
    }
    rows.push({ ...emptyCertification, name });
    added.push(name);
  }
  return { values: { ...values, certifications: rows }, added, left };
}
