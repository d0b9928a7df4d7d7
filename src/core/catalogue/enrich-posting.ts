import type { JobCertification, JobSoftware } from '../../db/schema/catalogue.ts';
import type { NormalizedPosting } from './normalize-posting.ts';

/** The parts of the occupation knowledge (src/core/occupations) enrichment reads. */
export interface OccupationKnowledge {
  matchOccupation(title: string): { soc: string; title: string; confidence: number } | null;
  extractJobTerms(
    text: string,
    soc?: string,
  ): { skills: string[]; tools: string[]; certifications: string[] };
  occupationBySoc(
    soc: string,
  ): { certifications?: JobCertification[]; industries?: string[] } | undefined;
}

export interface Enrichment {
  occupationSoc: string | null;
  industry: string | null;
  skills: string[];
  software: JobSoftware[];
  softwareTools: string[];
  certifications: JobCertification[];
}

/** Extraction finds that a tool is named, not how well it must be known. */
const extractedProficiency = 'Not stated';

const uniqueCaseless = (values: string[]) => {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
};

export function enrichPosting(
  knowledge: OccupationKnowledge,
  posting: NormalizedPosting,
  sourceIndustry: string | null,
): Enrichment {
  const occupation = knowledge.matchOccupation(posting.title);
  const soc = occupation?.soc;
  const terms = knowledge.extractJobTerms(`${posting.title}\n${posting.descriptionText}`, soc);
  const profile = soc ? knowledge.occupationBySoc(soc) : undefined;
  const organizationOf = new Map(
    (profile?.certifications ?? []).map((cert) => [cert.name.toLowerCase(), cert.organization]),
  );
  const tools = uniqueCaseless(terms.tools);
  return {
    occupationSoc: soc ?? null,
    industry: sourceIndustry ?? profile?.industries?.[0] ?? null,
    skills: uniqueCaseless([...posting.skills, ...terms.skills]),
    software: tools.map((tool) => ({ tool, proficiency: extractedProficiency })),
    softwareTools: tools.map((tool) => tool.toLowerCase()),
    certifications: uniqueCaseless(terms.certifications).map((name) => ({
      name,
      organization: organizationOf.get(name.toLowerCase()) ?? '',
    })),
  };
}

/** Used until the occupation knowledge is wired in, and by tests that only exercise storage. */
export const noOccupationKnowledge: OccupationKnowledge = {
  matchOccupation: () => null,
  extractJobTerms: () => ({ skills: [], tools: [], certifications: [] }),
  occupationBySoc: () => undefined,
};
