import { describe, expect, it } from 'vitest';
import { nurse, packageFor, truckDriver } from '../../../tests/helpers/application-packages.ts';
import { documentTemplates, paperSizes } from '../../shared/schemas/tailoring.ts';
import { readResumeFile } from '../resume-import/read-resume-file.ts';
import { renderResumeDocx } from './render-resume-docx.ts';
import { renderResumePdf } from './render-resume-pdf.ts';

/**
 * The project's own resume import reads a tailored resume back (decision 051): what a person
 * downloads from Hireloop, an ATS built like our reader reads as the same history.
 */
const layouts = documentTemplates.flatMap((template) =>
  paperSizes.map((paper) => ({ template, paper })),
);
const formats = { pdf: renderResumePdf, docx: renderResumeDocx };

describe.each(Object.entries({ nurse, truckDriver }))('the %s resume', (_, person) => {
  describe.each(Object.entries(formats))('as %s', (_, render) => {
    it.each(layouts)(
      'reads back the same employers, titles and dates ($template, $paper)',
      async (layout) => {
        const { draft } = await readResumeFile({ bytes: await render(packageFor(person, layout)) });
        expect(draft.fullName).toBe(person.fullName);
        expect(draft.email).toBe(person.email);
        expect(
          draft.workExperience.map((job) => ({
            employer: job.company,
            title: job.position,
            start: job.startDate,
            end: job.endDate,
          })),
        ).toEqual(
          person.jobs.map((job) => ({
            employer: job.employer,
            // A title's department after a comma ("Staff Nurse, Telemetry") is read with it
            // (decision 044); it used to be cut at the comma.
            title: job.title,
            start: job.start,
            end: job.end,
          })),
        );
        expect(draft.education.map((school) => school.school)).toEqual(
          person.schools.map((school) => school.school),
        );
        expect(draft.skills).toEqual(person.skills);
      },
    );
  });
});
