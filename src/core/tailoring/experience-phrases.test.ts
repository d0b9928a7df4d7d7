import { describe, expect, it } from 'vitest';
import { experiencePhrases } from './experience-phrases.ts';
import { namedByPosting, postingWords } from './posting-words.ts';
import { inputFor, jobOf } from './testing/persona-input.ts';

const kitchen = jobOf({
  title: 'Line Cook',
  company: 'Test Kitchen',
  descriptionText:
    'Must know kitchen equipment: knives, slicer, stove and fryer.\nBathe and feed residents.\n' +
    'Over The Road routes. Posts markdowns and merchandise.',
});

describe('posting words', () => {
  it('meets a profile word in another form of it, or in the words its initials spell', () => {
    const words = postingWords(kitchen);
    expect(namedByPosting(words, 'Knife skills')).toBe(true);
    expect(namedByPosting(words, 'Bathing and grooming')).toBe(true);
    expect(namedByPosting(words, 'Feeding assistance')).toBe(true);
    expect(namedByPosting(words, 'Merchandising')).toBe(true);
    expect(namedByPosting(words, 'OTR')).toBe(true);
    expect(namedByPosting(words, 'Payroll')).toBe(false);
    // Lower-case short words are not read as initials: "pos" is not "Posts…".
    expect(namedByPosting(words, 'pos')).toBe(false);
  });
});

describe('experience phrases', () => {
  it('cuts the runs of a bullet the posting also uses, in the bullet’s own words', () => {
    const input = inputFor('line-cook-missoula', kitchen);
    const phrases = experiencePhrases(input, postingWords(kitchen), [0]);
    expect(phrases.map((phrase) => phrase.text)).toContain('fryer');
    for (const phrase of phrases) {
      const bullets = input.profile.workExperience.map((entry) => entry.description).join('\n');
      expect(bullets.toLowerCase()).toContain(phrase.text.toLowerCase());
      expect(phrase.source.kind).toBe('work');
    }
  });
});
