import { z } from 'zod';
import {
  otherNotesSchema,
  skillsSchema,
  workEntrySchema,
} from '../../../../shared/schemas/profile.ts';
import { entriesFormSchema } from './entries-form-schema.ts';

/** Step 4's form: positions as typed (strings), checked by the shared schemas on submit. */
const workFields = z.object({
  company: z.string(),
  position: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
});

export const workFormSchema = z.object({
  workExperience: entriesFormSchema(workFields, workEntrySchema),
  skills: skillsSchema,
  otherNotes: otherNotesSchema.default(''),
});
export type WorkFormInput = z.input<typeof workFormSchema>;
export type WorkFormOutput = z.output<typeof workFormSchema>;

export const workDraftShape = z.object({
  workExperience: z.array(workFields),
  skills: z.array(z.string()),
  /** Absent from drafts written before the note existed (decision 045). */
  otherNotes: z.string().default(''),
});

export const blankWorkEntry: z.infer<typeof workFields> = {
  company: '',
  position: '',
  location: '',
  startDate: '',
  endDate: '',
  description: '',
};
