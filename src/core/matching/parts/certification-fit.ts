/**
 * Certifications and licences the job asks for that the person holds. A job asking for none is
 * neutral; one asking for a licence the person does not list scores low, as they may not be
 * allowed to do the work.
 */
export function certificationFit(matched: number, jobCertificationCount: number) {
  if (jobCertificationCount === 0) return 0.7;
  return 0.2 + (0.8 * Math.min(matched, jobCertificationCount)) / jobCertificationCount;
}
