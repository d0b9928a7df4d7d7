import { hashOf } from './text.ts';
import type { TailorInput } from './types.ts';

/**
 * The choices that make one letter read unlike another (decision 050): each part of a letter
 * picks its wording by its own hash of the job and the person, so the same person's letter for
 * the same job is always the same, while two letters share a wording only by the chance of each
 * part on its own, not all at once.
 */
export interface LetterVoice {
  /** `nth`: the same part said again in one letter takes the next wording, never the same one. */
  pick<T>(part: string, options: readonly T[], nth?: number): T;
}

export function letterVoice(input: TailorInput): LetterVoice {
  const seed = `${input.job.id}\n${input.profile.fullName}\n${input.accountEmail}`;
  return {
    pick(part, options, nth = 0) {
      const at = (hashOf(`${part}\n${seed}`) + nth) % Math.max(1, options.length);
      const chosen = options[at] ?? options[0];
      if (chosen === undefined) throw new Error(`no wording for ${part}`);
      return chosen;
    },
  };
}

/**
 * A template with `{name}` holes filled; a hole with no value is left empty, and `{Name}` (at the
 * start of a sentence) takes the value with a capital.
 */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name.toLowerCase()] ?? values[name] ?? '';
    return /^\p{Lu}/u.test(name) ? `${value.charAt(0).toUpperCase()}${value.slice(1)}` : value;
  });
}
