import { MAX_CERTIFICATIONS } from '../../../../shared/schemas/preferences.ts';
import { splitCertificationLine } from './split-certification-line.ts';
import { emptyCertification, type WizardValues } from './wizard-values.ts';

/**
 * The wizard's values with certification lines read from a resume added as rows: the name, and
 * the issuer when the line names one apart ("BLS (American Heart Association)"); the rest is for
 * the user to fill in. A name already listed, in any letter case, is not added twice; lines past
 * the wizard's limit are returned as `left` so the user is told (decision 045).
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
    const line = raw.trim();
    const { name, organization } = splitCertificationLine(line);
    const key = name.toLowerCase();
    if (!name || listed.has(key)) continue;
    listed.add(key);
    if (rows.length >= MAX_CERTIFICATIONS) {
      left.push(line);
      continue;
    }
    rows.push({ ...emptyCertification, name, organization });
    added.push(line);
  }
  return { values: { ...values, certifications: rows }, added, left };
}
