import { BULLET } from './parse-work-section.ts';

/** "Python, Go • SQL | Docker" and "Tools: Excel; QuickBooks" become one chip per skill. */
export function parseSkillsSection(lines: string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const line of lines) {
    const body = line.replace(BULLET, '').replace(/^[A-Za-z &/]{2,30}:\s+/, '');
    for (const raw of body.split(/\s*[,;•|·●▪]\s*/)) {
      const skill = raw.replace(BULLET, '').replace(/\.$/, '').trim();
      const key = skill.toLowerCase();
      if (!skill || skill.length > 80 || seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
      if (skills.length === 100) return skills;
    }
  }
  return skills;
}
