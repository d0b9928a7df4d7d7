import {
  genderOptions,
  pronounOptions,
  raceOptions,
  workAuthorizationOptions,
  yesNoOptions,
} from '../../../../shared/profile-options.ts';
import type { EeoAnswers } from '../../../../shared/schemas/eeo.ts';

/** Step 2's questions, in the spec's order, with the spec's option lists (§3 Option lists). */
export const eeoQuestions: { name: keyof EeoAnswers; label: string; options: readonly string[] }[] =
  [
    { name: 'over18', label: 'Are you over 18 years of age?', options: yesNoOptions },
    { name: 'workAuth', label: 'Work authorization', options: workAuthorizationOptions },
    { name: 'sponsorship', label: 'Will you need visa sponsorship?', options: yesNoOptions },
    { name: 'gender', label: 'Gender', options: genderOptions },
    { name: 'pronouns', label: 'Preferred pronouns', options: pronounOptions },
    { name: 'disability', label: 'Do you have a disability?', options: yesNoOptions },
    { name: 'veteran', label: 'Are you a veteran?', options: yesNoOptions },
    { name: 'race', label: 'Race/Ethnicity', options: raceOptions },
    { name: 'hispanic', label: 'Are you Hispanic or Latino?', options: yesNoOptions },
  ];
