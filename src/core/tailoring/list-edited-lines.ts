import type {
  ApplicationPackage,
  CoverLetter,
  TailoredResume,
} from '../../shared/schemas/tailoring.ts';

export interface EditedLine {
  /** The line's id, or the entry's for its heading (title, organization, dates). */
  lineId: string;
  text: string;
  context: 'resume' | 'letter';
}

interface Line {
  id: string;
  text: string;
}

function resumeLines(resume: TailoredResume): Line[] {
  const lines: Line[] = [resume.headline];
  for (const section of resume.sections) {
    lines.push(...section.lines);
    for (const entry of section.entries) {
      lines.push({ id: entry.id, text: [entry.title, entry.organization, entry.dates].join('\n') });
      lines.push(...entry.bullets);
    }
  }
  return lines;
}

const letterLines = (letter: CoverLetter): Line[] => [
  letter.greeting,
  ...letter.paragraphs,
  letter.closing,
];

/**
 * The lines of a saved document whose text is not what tailoring generated under the same id:
 * only those need the truth check (generated text was checked when it was made, decision 050).
 * Hidden lines are skipped: they are printed nowhere.
 */
export function listEditedLines(
  saved: { resume: TailoredResume; coverLetter: CoverLetter },
  generated: ApplicationPackage | null,
): EditedLine[] {
  const changed = (lines: Line[], before: Line[], context: EditedLine['context']) => {
    const original = new Map(before.map((line) => [line.id, line.text]));
    return lines
      .filter((line) => !('hidden' in line && line.hidden) && line.text.trim() !== '')
      .filter((line) => original.get(line.id) !== line.text)
      .map((line) => ({ lineId: line.id, text: line.text, context }));
  };
  return [
    ...changed(resumeLines(saved.resume), generated ? resumeLines(generated.resume) : [], 'resume'),
    ...changed(
      letterLines(saved.coverLetter),
      generated ? letterLines(generated.coverLetter) : [],
      'letter',
    ),
  ];
}
