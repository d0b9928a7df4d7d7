import { usStates } from '../../geo/us-states.ts';
import { normalizeName } from '../text-terms.ts';

/**
 * Certifications and licences the job asks for that the person holds. A job asking for none is
 * neutral; one asking for a licence the person does not list scores low, as they may not be
 * allowed to do the work.
 */
export function certificationFit(matched: number, jobCertificationCount: number) {
  if (jobCertificationCount === 0) return 0.7;
  return 0.2 + (0.8 * Math.min(matched, jobCertificationCount)) / jobCertificationCount;
}

const stateNames = Object.values(usStates).map(normalizeName);
const statePattern = new RegExp(`\\b(${stateNames.join('|')})\\b`, 'g');
/** Nouns that name the paper, not the credential: "RN License" and "RN licence" are one. */
const paperWords = /\b(license|licence|licensure|certificate|certification|credential)\b/g;

/**
 * One key per credential, whichever state issued it: a teacher's "Colorado Teaching License"
 * and a posting's "Texas Teaching Certificate" are the same kind of licence, which states
 * transfer through reciprocity, so a person moving between states is not scored as lacking it.
 * Names that are nothing but a state and a paper word keep their full key.
 */
export function certificationKey(name: string) {
  const full = normalizeName(name);
  const kind = full.replace(statePattern, ' ').replace(paperWords, ' ').replace(/\s+/g, ' ').trim();
  return kind || full;
}
