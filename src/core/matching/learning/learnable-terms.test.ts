import { describe, expect, it } from 'vitest';
import { makeJob, makeProfile } from '../../../../tests/helpers/matching-fixtures.ts';
import { normalizeDescription } from '../../catalogue/normalize-html.ts';
import { generateDemoCorpus } from '../../demo-corpus/generate-demo-postings.ts';
import { jobTerms } from '../text-terms.ts';
import { learnableTerms, learnableTitleWords, profileWords } from './learnable-terms.ts';
import { countTermShares, MIN_JOBS_FOR_SHARES } from './term-shares.ts';

const now = new Date('2026-11-24T12:00:00Z');
// The demo catalogue's postings, as ingestion stores their text: the template users met.
const postings = generateDemoCorpus({ now, size: 1_368 }).postings.map((posting) => ({
  soc: posting.soc,
  title: posting.title,
  terms: jobTerms(posting.title, normalizeDescription(posting.descriptionHtml).text),
}));
const shares = countTermShares(postings.map((posting) => posting.terms));
const electrician = makeProfile({
  occupationSoc: '47-2111',
  titleTerms: ['electrician'],
  skills: ['Commercial wiring', 'Conduit bending', 'Blueprint reading'],
  tools: ['Multimeter'],
  certifications: ['Journeyman Electrician License'],
});
const context = { profileWords: profileWords(electrician), shares };

describe('learnableTerms', () => {
  it('never teaches the posting template’s words, whatever the job', () => {
    for (const posting of postings) {
      const learnable = learnableTerms(makeJob({ title: posting.title, terms: posting.terms }), {
        profileWords: new Set(),
        shares,
      });
      for (const word of ['train', 'newer', 'colleagues', 'perform', 'standards', 'schedule']) {
        expect(learnable).not.toContain(word);
      }
    }
  });

  it('drops words common across the catalogue and keeps the job’s own distinctive ones', () => {
    const job = makeJob({
      title: 'Travel ICU Nurse',
      description: 'Staffing agency assignment with our team: competitive pay, benefits.',
    });
    const learnable = learnableTerms(job, { profileWords: new Set(), shares });
    expect(learnable).toEqual(expect.arrayContaining(['travel', 'icu', 'staffing', 'agency']));
    for (const word of ['our', 'team', 'competitive', 'pay', 'benefits']) {
      expect(learnable).not.toContain(word);
    }
  });

  it('never teaches the person’s own skill, title or licence words', () => {
    const job = makeJob({
      title: 'Commercial Electrician',
      description: 'Commercial wiring and conduit bending on stadium sites; multimeter daily.',
    });
    const learnable = learnableTerms(job, context);
    for (const word of ['commercial', 'electrician', 'wiring', 'conduit', 'multimeter']) {
      expect(learnable).not.toContain(word);
    }
    expect(learnable).toEqual(expect.arrayContaining(['stadium', 'sites']));
    expect(learnableTitleWords(job, context)).toEqual([]);
  });

  it('never teaches another form of the person’s own words ("weld" of "MIG welding")', () => {
    const welder = makeProfile({
      occupationSoc: '51-4121',
      titleTerms: ['welder'],
      skills: ['MIG welding', 'Blueprint reading'],
    });
    const job = makeJob({
      title: 'Pipe Welder',
      description: 'Weld carbon steel spools; read blueprints; shipyard dry dock.',
    });
    const learnable = learnableTerms(job, { profileWords: profileWords(welder), shares });
    expect(learnable).not.toContain('weld');
    expect(learnable).not.toContain('blueprints');
    expect(learnable).toEqual(expect.arrayContaining(['shipyard', 'spools']));
  });

  it('never teaches the words of the person’s occupation, singular or plural', () => {
    const nurse = makeProfile({ titleTerms: [], skills: [], tools: [], certifications: [] });
    const words = profileWords(nurse, (soc) =>
      soc === '29-1141' ? 'Registered Nurses' : undefined,
    );
    const job = makeJob({ title: 'Hospice Registered Nurse', description: 'Home visits.' });
    expect(learnableTerms(job, { profileWords: words, shares })).not.toContain('nurse');
    expect(learnableTitleWords(job, { profileWords: words, shares })).toEqual(['hospice']);
  });

  it('leaves the job’s place and numbers to the location rule and to nothing', () => {
    const job = makeJob({ description: 'Round Rock TX clinic, 6+ years, 401 beds, hospice.' });
    const learnable = learnableTerms(job, { profileWords: new Set(), shares });
    expect(learnable).toContain('hospice');
    for (const word of ['round', 'rock', 'tx', '6+', '401']) expect(learnable).not.toContain(word);
  });

  it('uses the template list alone when the catalogue is too small to count', () => {
    const few = countTermShares(postings.slice(0, MIN_JOBS_FOR_SHARES - 1).map((p) => p.terms));
    const job = makeJob({ description: 'Train newer colleagues in telemetry at our ICU.' });
    const learnable = learnableTerms(job, { profileWords: new Set(), shares: few });
    expect(learnable).toEqual(expect.arrayContaining(['telemetry', 'icu']));
    expect(learnable).not.toContain('train');
  });
});
