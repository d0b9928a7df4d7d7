import type { ApplicationPackage } from '../../shared/schemas/tailoring.ts';
import { keyOf } from '../tailoring/text.ts';

/** Every line of the resume that was sent, as one key, so evidence can say "in what you sent". */
export function sentResumeKey(pkg: ApplicationPackage | undefined): string {
  if (!pkg) return '';
  const texts: string[] = [pkg.resume.headline.text];
  for (const section of pkg.resume.sections) {
    for (const line of section.lines) if (!line.hidden) texts.push(line.text);
    for (const entry of section.entries) {
      texts.push(entry.title, entry.organization, entry.dates);
      for (const bullet of entry.bullets) if (!bullet.hidden) texts.push(bullet.text);
    }
  }
  return texts.map(keyOf).filter(Boolean).join(' | ');
}
