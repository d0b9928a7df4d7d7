import { describe, expect, it } from 'vitest';
import { buildModelPrompt, carriesPrivate, privateStrings, scrub } from './build-model-prompt.ts';
import { inputFor, jobOf } from './testing/persona-input.ts';

const job = jobOf({ title: 'CDL-A Driver', company: 'Werner', descriptionText: 'Class A CDL.' });

describe('what the model is sent', () => {
  it('takes e-mail addresses and phone numbers out, and leaves years, ranges and counts', () => {
    const text =
      'Dispatch: ops@fleet.example or 614-555-0142, +44 20 7946 0958. Drove 2019-2023, 11 states, 2,500 miles a week, 5-6 stops.';
    expect(scrub(text, [])).toBe(
      'Dispatch:  or , . Drove 2019-2023, 11 states, 2,500 miles a week, 5-6 stops.',
    );
  });

  it('leaves out the contact block and every line that carries part of it', () => {
    const input = inputFor('truck-driver-columbus', job);
    input.profile.phone = '+1 614 555 0100';
    input.accountEmail = 'driver.private@example.com';
    const secrets = privateStrings(input);
    expect(secrets).toEqual(
      expect.arrayContaining(['driver.private@example.com', '+1 614 555 0100']),
    );
    expect(carriesPrivate(`I am based in ${input.preferences?.location}.`, secrets)).toBe(true);
    expect(carriesPrivate('Hauled dry van freight across 11 states.', secrets)).toBe(false);
    const prompt = buildModelPrompt(input, [
      { id: 'a', text: 'Hauled freight.', context: 'resume' },
    ]);
    for (const secret of secrets) expect(prompt).not.toContain(secret);
    expect(prompt).toContain(input.profile.workExperience[0]?.company ?? '???');
    expect(prompt).toContain('<lines>\n[{"id":"a","text":"Hauled freight."}]\n</lines>');
  });
});
