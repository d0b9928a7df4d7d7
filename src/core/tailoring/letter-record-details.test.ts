import { describe, expect, it } from 'vitest';
import { byIssuer, educationSentence, factWriter } from './letter-facts.ts';
import {
  otherCredentialsSentence,
  softwareSentence,
  tenureSentence,
} from './letter-record-details.ts';
import { letterVoice } from './letter-voice.ts';
import { inputFor } from './testing/persona-input.ts';
import { nursePosting } from './testing/postings.ts';
import type { TailorInput } from './types.ts';

const nurse = (): TailorInput => inputFor('rn-atlanta', nursePosting);
const writer = (input: TailorInput) => factWriter(letterVoice(input));
const textOf = (sentences: { text: string }[]) => sentences.map((s) => s.text).join(' ');
const newestOf = (index: number) => ({
  title: 'x',
  company: 'x',
  source: { kind: 'work' as const, index, label: 'x' },
});

/** The nurse persona, her current job held in Atlanta since April 2020. */
function nurseInAtlantaSince2020() {
  const input = nurse();
  const at = input.profile.workExperience.findIndex((entry) => !entry.endDate);
  const entry = input.profile.workExperience[at];
  if (!entry) throw new Error('the persona has a current job');
  entry.startDate = '2020-04';
  entry.location = 'Atlanta, GA';
  return { input, at, entry };
}

/** The tenure sentence said on its own, not after one that named the employer. */
const alone = { employerJustNamed: false };

describe('the letter’s details of the record', () => {
  it('says where and since when the newest job is held, and when an ended one ended', () => {
    const { input, at, entry } = nurseInAtlantaSince2020();
    const held = textOf(tenureSentence(input, newestOf(at), writer(input), alone));
    expect(held).toContain('April 2020');
    expect(held).toContain(`${entry.company} in Atlanta, GA`);
    expect(held).not.toMatch(/ to |until/);

    entry.endDate = '2026-10';
    expect(textOf(tenureSentence(input, newestOf(at), writer(input), alone))).toMatch(
      /April 2020 (?:to|until) October 2026/,
    );
    // An end date still ahead is a plan: the job is still held.
    entry.endDate = '2027-06';
    expect(textOf(tenureSentence(input, newestOf(at), writer(input), alone))).not.toMatch(/2027/);
    entry.startDate = '';
    expect(tenureSentence(input, newestOf(at), writer(input), alone)).toEqual([]);
  });

  it('right after the employer is named, says "there" instead of naming it again', () => {
    const { input, at, entry } = nurseInAtlantaSince2020();
    const after = textOf(
      tenureSentence(input, newestOf(at), writer(input), { employerJustNamed: true }),
    );
    expect(after).toContain('April 2020');
    expect(after).toContain('in Atlanta, GA');
    expect(after).not.toContain(entry.company);
  });

  it('lists the credentials not yet named, one issuer once, never an expired one', () => {
    const input = nurse();
    if (!input.preferences) throw new Error('persona has preferences');
    input.preferences.certifications = [
      { name: 'BLS', organization: 'AHA', issueDate: '', expirationDate: '', relevantLink: '' },
      { name: 'ACLS', organization: 'AHA', issueDate: '', expirationDate: '', relevantLink: '' },
      {
        name: 'PALS',
        organization: 'AHA',
        issueDate: '2022-01-01',
        expirationDate: '2024-01-31',
        relevantLink: '',
      },
      { name: 'CCRN', organization: 'AACN', issueDate: '', expirationDate: '', relevantLink: '' },
    ];
    const said = [{ text: 'I hold CCRN.', sources: [] }];
    const text = textOf(otherCredentialsSentence(input, said, writer(input)));
    expect(text).toContain('BLS and ACLS (AHA)');
    expect(text).not.toMatch(/PALS|CCRN/);
    // A credential a sentence cites by its source is not listed again, whatever the wording.
    const cited = [
      {
        text: 'I hold a life support card.',
        sources: [{ kind: 'certification' as const, index: 0, label: 'x' }],
      },
    ];
    expect(textOf(otherCredentialsSentence(input, cited, writer(input)))).not.toContain('BLS');
  });

  it('names the software not yet named, as whole words', () => {
    const input = nurse();
    if (!input.preferences) throw new Error('persona has preferences');
    input.preferences.software = ['Epic', 'Git'];
    const said = [{ text: 'I keep digital charts in Epic.', sources: [] }];
    const text = textOf(softwareSentence(input, said, writer(input)));
    expect(text).toContain('Git');
    expect(text).not.toContain('Epic');
    expect(
      softwareSentence(input, [{ text: 'Epic and Git.', sources: [] }], writer(input)),
    ).toEqual([]);
  });

  it('gives the school’s place and the month schooling ended, not an end still ahead', () => {
    const input = nurse();
    const [entry] = input.profile.education;
    if (!entry) throw new Error('persona has education');
    input.profile.education = [{ ...entry, schoolCityState: 'Atlanta, GA', endDate: '2016-05' }];
    const done = textOf(educationSentence(input, [], writer(input)));
    expect(done).toContain(`${entry.school} in Atlanta, GA (May 2016)`);
    input.profile.education = [{ ...entry, schoolCityState: '', endDate: '2027-05' }];
    const ahead = textOf(educationSentence(input, [], writer(input)));
    expect(ahead).not.toMatch(/2027|\(/);
  });

  it('groups credentials by issuer in their order', () => {
    expect(
      byIssuer([
        { name: 'BLS', issuer: 'AHA' },
        { name: 'CDL', issuer: '' },
        { name: 'ACLS', issuer: 'AHA' },
      ]),
    ).toEqual(['BLS and ACLS (AHA)', 'CDL']);
  });
});
