import { describe, expect, it } from 'vitest';
import { DALLAS, makeJob, makeProfile, NOW } from '../../../tests/helpers/matching-fixtures.ts';
import { buildJobIndex } from './build-job-index.ts';
import { explainMatch } from './explain-match.ts';
import { emptyPreferenceModel } from './preference-model.ts';
import { prepareScoring } from './prepare-scoring.ts';
import { rankJobs } from './rank-jobs.ts';
import { scoreJob } from './score-job.ts';

const occupations = new Map([
  ['29-1141', 'Registered nurses'],
  ['29-2061', 'Licensed practical and licensed vocational nurses'],
]);
const titleOf = (soc: string) => occupations.get(soc);

describe('scoreJob', () => {
  const ctx = prepareScoring(makeProfile(), emptyPreferenceModel());

  it('scores a close nursing job high and explains why', () => {
    const job = makeJob();
    const scored = scoreJob(ctx, job, NOW);
    expect(scored.score).toBeGreaterThan(80);
    expect(scored.score).toBeLessThanOrEqual(100);
    expect(explainMatch(scored, job, titleOf)).toBe(
      'Registered nurses · 5 of your 8 skills: IV therapy, Patient care, Telemetry, … · within your salary band · 17 miles away',
    );
  });

  it('orders better fits higher, part by part', () => {
    const base = scoreJob(ctx, makeJob(), NOW).score;
    const worse = [
      makeJob({ occupationSoc: '53-3032', title: 'Truck Driver', skills: [], tools: [] }),
      makeJob({ skills: ['Forklift'], tools: [] }),
      makeJob({ salaryAnnualUsdMin: 30_000, salaryAnnualUsdMax: 35_000 }),
      makeJob({ locations: [{ city: 'Dallas', region: 'TX', country: 'US', ...DALLAS }] }),
      makeJob({ title: 'Director of Nursing' }),
      makeJob({ postedAt: new Date(NOW.getTime() - 60 * 86_400_000) }),
      makeJob({ certifications: ['CCRN'] }),
    ];
    for (const job of worse) expect(scoreJob(ctx, job, NOW).score, job.title).toBeLessThan(base);
  });

  it('lifts a job a level off by less for liked words than one at the person’s level', () => {
    const liking = prepareScoring(makeProfile(), {
      ...emptyPreferenceModel(),
      termWeights: { icu: 2 },
    });
    // No listed skills: the score stays well under the cap of 100 with the lift added.
    const lift = (title: string) => {
      const job = makeJob({ title, skills: [], tools: [] });
      return scoreJob(liking, job, NOW).score - scoreJob(ctx, job, NOW).score;
    };
    // Five years in: a plain title fits; a junior one is a level and a half below.
    expect(lift('Registered Nurse')).toBeGreaterThan(7);
    expect(lift('Junior Registered Nurse')).toBeLessThan(lift('Registered Nurse') * 0.8);
    expect(lift('Junior Registered Nurse')).toBeGreaterThan(0);
    // What disliked words take away is not scaled: a dislike is as strong at any level.
    const disliking = prepareScoring(makeProfile(), {
      ...emptyPreferenceModel(),
      termWeights: { icu: -2 },
    });
    const drop = (title: string) => {
      const job = makeJob({ title, skills: [], tools: [] });
      return scoreJob(ctx, job, NOW).score - scoreJob(disliking, job, NOW).score;
    };
    expect(drop('Junior Registered Nurse')).toBeCloseTo(drop('Registered Nurse'), 6);
  });

  it('counts a one-word skill named in the description', () => {
    const profile = makeProfile({ skills: ['Triage'], tools: [] });
    const job = makeJob({ skills: [], tools: [], description: 'Emergency triage of walk-ins.' });
    const scored = scoreJob(prepareScoring(profile, emptyPreferenceModel()), job, NOW);
    expect(scored.facts.matchedSkills).toEqual(['Triage']);
  });
});

describe('explainMatch', () => {
  const ctx = prepareScoring(makeProfile(), emptyPreferenceModel());
  const explain = (job: ReturnType<typeof makeJob>, context = ctx) =>
    explainMatch(scoreJob(context, job, NOW), job, titleOf);

  it.each([
    [{ workplace: 'remote' as const }, 'remote'],
    [{ salaryAnnualUsdMin: 120_000, salaryAnnualUsdMax: 140_000 }, 'above your salary band'],
    [{ salaryAnnualUsdMin: 20_000, salaryAnnualUsdMax: 30_000 }, 'below your salary band'],
    [{ certifications: ['BLS'] }, 'your BLS'],
    [{ certifications: ['CCRN'] }, 'asks for CCRN'],
    [{ title: 'Director of Nursing' }, 'more senior than your experience'],
    [{ title: 'Nursing Intern' }, 'more junior than your experience'],
    [{ postedAt: NOW }, 'posted today'],
    [{ occupationSoc: '29-2061' }, 'Related: Licensed practical and licensed vocational nurses'],
    [
      { locations: [{ city: 'Austin', region: 'TX', country: 'US', lat: 30.267, lon: -97.743 }] },
      'in your area',
    ],
    [
      {
        locations: [
          {
            city: 'Annapolis',
            region: 'MD',
            country: 'US',
            lat: 39.29,
            lon: -76.61,
            approximate: true,
          },
        ],
      },
      'in MD',
    ],
  ])('mentions %j as %j', (overrides, phrase) => {
    const context = prepareScoring(
      makeProfile({ relatedSocs: ['29-2061'] }),
      emptyPreferenceModel(),
    );
    expect(explain(makeJob(overrides), context).split(' · ')).toContain(phrase);
  });

  it('quotes no miles from a home known only by its state: it names where the job is', () => {
    const stateOnly = makeProfile({
      location: { lat: 30.267, lon: -97.743, label: 'TX', approximate: true },
    });
    const reason = explain(makeJob(), prepareScoring(stateOnly, emptyPreferenceModel()));
    expect(reason.split(' · ')).toContain('in Round Rock, TX');
    expect(reason).not.toMatch(/miles? away|in your area/);
  });

  it('leaves out what is unknown', () => {
    const reason = explain(
      makeJob({
        salaryAnnualUsdMin: null,
        salaryAnnualUsdMax: null,
        locations: [],
        skills: [],
        tools: [],
        description: '',
      }),
    );
    expect(reason).toBe('Registered nurses');
  });
});

describe('rankJobs and scoreJob agree', () => {
  it('gives every job the same score both ways, learned model included', () => {
    const jobs = [
      makeJob(),
      makeJob({ occupationSoc: null, title: 'Nurse, ICU nights' }),
      makeJob({ workplace: 'remote', locations: [] }),
      makeJob({
        locations: [
          { city: 'Dallas', region: 'TX', country: 'US', ...DALLAS },
          { city: 'Austin', region: 'TX', country: 'US', lat: 30.3, lon: -97.7 },
        ],
      }),
      makeJob({
        salaryAnnualUsdMin: null,
        salaryAnnualUsdMax: 60_000,
        certifications: ['BLS', 'ACLS'],
      }),
      makeJob({
        title: 'Senior Registered Nurse',
        skills: ['Triage', 'triage', 'Epic'],
        tools: ['EPIC'],
      }),
      makeJob({
        occupationSoc: '41-2031',
        title: 'Retail Sales Associate',
        description: 'Triage customers',
      }),
    ];
    const model = {
      ...emptyPreferenceModel(),
      termWeights: { icu: 0.4, nights: -0.7, hospital: 0.2 },
      featureWeights: { ...emptyPreferenceModel().featureWeights, location: 2, salary: 0.5 },
      seniorityShift: -0.5,
      salaryFloorUsd: 70_000,
    };
    const ctx = prepareScoring(makeProfile({ relatedSocs: ['29-2061'] }), model);
    const ranked = rankJobs(buildJobIndex(jobs), ctx, { now: NOW, limit: jobs.length });
    // The retail job is unrelated to the nurse's occupation and title: a hard filter leaves it out.
    expect(ranked.map(({ row }) => jobs[row]?.title)).not.toContain('Retail Sales Associate');
    // The job paying at most $60,000 is under the $70,000 that "salary too low" taught: left out.
    expect(ranked.map(({ row }) => jobs[row]?.salaryAnnualUsdMax)).not.toContain(60_000);
    expect(ranked).toHaveLength(jobs.length - 2);
    for (const { row, score } of ranked) {
      const job = jobs[row];
      if (!job) throw new Error('row out of range');
      // Learned weights are summed in another order there: equal up to rounding.
      expect(score, job.title).toBeCloseTo(scoreJob(ctx, job, NOW).score, 9);
    }
    const scores = ranked.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // A model that knows every word of these jobs.
    const everyTerm = Object.fromEntries(
      jobs.flatMap((job) => job.terms).map((term, i) => [term, ((i % 7) - 3) / 10]),
    );
    const heavy = prepareScoring(makeProfile(), { ...model, termWeights: everyTerm });
    for (const { row, score } of rankJobs(buildJobIndex(jobs), heavy, { now: NOW, limit: 9 })) {
      const job = jobs[row];
      if (!job) throw new Error('row out of range');
      expect(score, job.title).toBeCloseTo(scoreJob(heavy, job, NOW).score, 9);
    }
  });

  it('agrees for people with more skills than the ranking has bits for', () => {
    const many = Array.from({ length: 40 }, (_, i) => `Skill${i}`);
    const profile = makeProfile({ skills: many, tools: [] });
    const jobs = [
      makeJob({ skills: ['Skill35', 'Skill39', 'Skill2'], description: 'skill1 skill35 skill36' }),
      makeJob({ skills: [], tools: [], description: 'skill0 skill31 skill32 skill33' }),
    ];
    const ctx = prepareScoring(profile, emptyPreferenceModel());
    for (const { row, score } of rankJobs(buildJobIndex(jobs), ctx, { now: NOW, limit: 2 })) {
      const job = jobs[row];
      if (!job) throw new Error('row out of range');
      expect(score).toBe(scoreJob(ctx, job, NOW).score);
    }
    // Listed skills count past 32; description mentions only for the first 32.
    expect(scoreJob(ctx, jobs[0] ?? makeJob(), NOW).facts.matchedSkills).toEqual([
      'Skill1',
      'Skill2',
      'Skill35',
      'Skill39',
    ]);
    expect(scoreJob(ctx, jobs[1] ?? makeJob(), NOW).facts.matchedSkills).toEqual([
      'Skill0',
      'Skill31',
    ]);
  });
});
