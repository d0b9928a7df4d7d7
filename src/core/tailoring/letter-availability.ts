import { employmentTypeLabels } from '../../shared/employment-type-labels.ts';
import type { FactSource } from '../../shared/schemas/tailoring.ts';
import type { JobShift } from '../../shared/shift-labels.ts';
import { type FactSentence, type FactWriter, joined } from './letter-facts.ts';
import { profileFacts } from './profile-facts.ts';
import { cleanText, listPhrase } from './text.ts';
import type { TailorInput } from './types.ts';

/**
 * When and where the user can work, from the preferences only (decision 050): the employment
 * types and shifts wanted, the job's shifts among them, the home city, relocation, remote work.
 */
const shiftWords: Record<JobShift, string> = {
  DAY: 'day',
  EVENING: 'evening',
  NIGHT: 'night',
  WEEKEND: 'weekend',
  ROTATING: 'rotating or on-call',
};

export function availabilitySentences(input: TailorInput, writer: FactWriter): FactSentence[] {
  const preferences = input.preferences;
  if (!preferences) return [];
  const source: FactSource = { kind: 'preferences', label: 'Preferences' };
  const types = listPhrase(
    preferences.employmentTypes
      .map((type) => employmentTypeLabels[type]?.toLowerCase() ?? '')
      .filter(Boolean),
  );
  const shifts = listPhrase(
    preferences.shifts.map((shift) => shiftWords[shift as JobShift] ?? '').filter(Boolean),
  );
  const part = types && shifts ? 'typesAndShifts' : types ? 'types' : shifts ? 'shifts' : null;
  const wanted = part ? writer.say(part, { types, shifts }, [source]) : [];
  const sentences: FactSentence[] = [];
  const fit = input.job.shifts
    .filter((shift) => preferences.shifts.includes(shift as JobShift))
    .map((shift) => shiftWords[shift as JobShift] ?? '')
    .filter(Boolean);
  if (fit.length > 0)
    sentences.push(...writer.say('scheduleFit', { shifts: listPhrase(fit) }, [source]));
  const location = cleanText(preferences.location);
  const locationFact = profileFacts(input).find(
    (fact) => fact.source.label === 'Preferences, location',
  );
  // "Remote" is where the person wants to work, not a place they are based in.
  let place: FactSentence[] = [];
  if (location && locationFact && !/^remote$/i.test(location)) {
    const basedPart = preferences.willingToRelocate ? 'basedRelocating' : 'based';
    place = writer.say(basedPart, { location }, [locationFact.source]);
  } else if (preferences.willingToRelocate) {
    place = writer.say('relocating', {}, [source]);
  }
  sentences.unshift(...joined(place, wanted));
  if (preferences.remote && input.job.workplace === 'remote') {
    sentences.push(...writer.say('remote', {}, [source]));
  }
  return sentences;
}
