/**
 * A skills section often carries labelled lines that are not skills: "Languages: Korean,
 * English", "Contests: ICPC 2019 – 3rd place", "Certifications: CDL Class A". Those lines leave
 * the skills list for the section they belong to (decision 044).
 */
// A label ends at a colon, or at the wide gap a label column leaves (read as " | ").
const OTHER_LABEL =
  /^(languages?|spoken languages|contests?|competitions?|awards?|honou?rs|interests|hobbies|activities|volunteering|publications)\s*[:|]\s*(.+)$/i;
const CERTIFICATION_LABEL = /^(?:certifications?|certificates?|licen[cs]es?)\s*[:|]\s*(.+)$/i;
/** "Job-related skills | Excel, QuickBooks", "Computer skills: Excel": the label is no skill. */
const SKILL_LABEL =
  /^(?:[\p{L}-]+\s+){0,2}(?:skills|competences|competencies|abilities|tools|software)\s*[:|]\s*(.+)$/iu;

export interface SkillLabelSplit {
  skills: string[];
  certifications: string[];
  other: { heading: string; lines: string[] }[];
}

export function splitSkillLabels(lines: string[]): SkillLabelSplit {
  const split: SkillLabelSplit = { skills: [], certifications: [], other: [] };
  for (const line of lines) {
    const text = line.replace(/^\s*[•·▪*-]\s*/, '');
    const certification = CERTIFICATION_LABEL.exec(text);
    const other = OTHER_LABEL.exec(text);
    if (certification?.[1])
      split.certifications.push(
        ...certification[1]
          .split(/\s*[,;]\s*/)
          .map((item) => item.replace(/^[–•-]\s*/, ''))
          .filter(Boolean),
      );
    else if (other?.[1] && other[2]) {
      const heading = other[1].charAt(0).toUpperCase() + other[1].slice(1).toLowerCase();
      split.other.push({ heading, lines: [other[2].trim()] });
    } else split.skills.push(SKILL_LABEL.exec(text)?.[1] ?? line);
  }
  return split;
}
