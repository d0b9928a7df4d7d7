import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { PackageResponse } from '../../src/shared/schemas/tailoring.ts';
import { getAs } from './billing.ts';
import { insertJobs, jobRow } from './job-rows.ts';
import { putAs, type Subscriber, subscriber } from './profile.ts';

/** A charge nurse posting that names skills, a certification and years, as ingestion stores it. */
export async function insertNurseJob(db: Database, id: string) {
  await insertJobs(db, [
    jobRow(id, 'tailoring', {
      title: 'Registered Nurse - Med/Surg',
      company: "St. David's Medical Center",
      companyKey: 'st davids medical center',
      occupationSoc: '29-1141',
      locationText: 'Austin, TX',
      workplace: 'onsite',
      employmentType: 'FULL_TIME',
      skills: ['Patient care', 'Medication administration', 'Electronic health records'],
      softwareTools: ['Epic Systems'],
      certifications: [
        { name: 'Basic Life Support (BLS)', organization: 'American Heart Association' },
      ],
      descriptionText:
        "St. David's Medical Center is hiring a Registered Nurse for its medical-surgical unit. " +
        'Requirements: active RN licence in Texas, BLS certification, 2+ years of acute care ' +
        'experience, medication administration, patient care and Epic charting. ' +
        'Bachelor of Science in Nursing preferred.',
      postedAt: new Date(),
    }),
  ]);
}

/** A paying subscriber with a nurse's profile: two jobs, a degree, skills. */
export async function nurse(
  app: FastifyInstance,
  fullName = 'Ana Lopez',
  plan: Parameters<typeof subscriber>[1] = 'pro',
): Promise<Subscriber> {
  const user = await subscriber(app, plan);
  const steps: [string, object][] = [
    ['/api/app/profile/personal', { fullName, phone: '+1 512 555 0100' }],
    [
      '/api/app/profile/education',
      {
        entries: [
          {
            school: 'University of Texas at Austin',
            degree: 'Bachelor of Science in Nursing',
            schoolCityState: 'Austin, TX',
            startDate: '2013-08',
            endDate: '2017-05',
          },
        ],
      },
    ],
    [
      '/api/app/profile/work',
      {
        entries: [
          {
            company: 'Seton Medical Center',
            position: 'Registered Nurse',
            location: 'Austin, TX',
            startDate: '2020-03',
            endDate: '',
            description:
              'Provided patient care for 5 patients per shift on a medical-surgical unit.\n' +
              'Administered medications and documented care in Epic Systems.',
          },
          {
            company: 'Baylor Scott & White',
            position: 'Patient Care Technician',
            location: 'Round Rock, TX',
            startDate: '2017-06',
            endDate: '2020-02',
            description: 'Took vital signs and supported nurses with patient care.',
          },
        ],
      },
    ],
    [
      '/api/app/profile/skills',
      { skills: ['Patient care', 'Medication administration', 'Epic Systems', 'BLS'] },
    ],
  ];
  // One after another: each step is a read-modify-write of the same profile row.
  for (const [url, body] of steps) expect((await putAs(app, user, url, body)).statusCode).toBe(200);
  return user;
}

/** Polls a package until its current version is no longer preparing. */
export async function settledPackage(
  app: FastifyInstance,
  user: Subscriber,
  id: string,
): Promise<PackageResponse> {
  let body: PackageResponse | undefined;
  await expect
    .poll(
      async () => {
        body = (await getAs(app, user, `/api/app/packages/${id}`)).json() as PackageResponse;
        return body.package.status;
      },
      { timeout: 60_000, interval: 200 },
    )
    .not.toBe('preparing');
  if (!body) throw new Error('no package read');
  return body;
}
