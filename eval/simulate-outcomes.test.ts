import { describe, expect, it } from 'vitest';
import { outcomeLearningSection } from './outcome-learning-section.ts';
import { outcomeUsers, simulateOutcomes, simulateOutcomeUsers } from './simulate-outcomes.ts';
import { simulatedUsers } from './simulated-users.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('outcome learning (a slice of `npm run eval`)', () => {
  const users = outcomeUsers(simulatedUsers);

  it('holds out a third of the simulated people by a hash of their id, none by choice', () => {
    expect(users).toHaveLength(40);
    const heldOut = users.filter((user) => user.heldOut).length;
    expect(heldOut).toBe(12);
    expect(new Set(users.map((user) => user.id)).size).toBe(users.length);
  });

  it('is the same figure on every run (seeded pools, likes and answers)', () => {
    const [first] = users;
    if (!first) throw new Error('no simulated people');
    expect(simulateOutcomes(first, now, 120)).toEqual(simulateOutcomes(first, now, 120));
  });

  it('learns from outcomes on top of likes for the nurses, and reports both halves', () => {
    const nurses = users.filter((user) => user.person.occupationSoc === '29-1141');
    const result = simulateOutcomeUsers(nurses, now, 150);
    const all = result.results;
    const mean = (pick: (entry: (typeof all)[number]) => number) =>
      all.reduce((sum, entry) => sum + pick(entry), 0) / all.length;
    expect(mean((entry) => entry.withOutcomes)).toBeGreaterThan(mean((entry) => entry.likesOnly));
    const section = outcomeLearningSection(result);
    expect(section).toMatch(/\| tuning \| \d+ \|/);
    expect(section).toMatch(/\| held out \| \d+ \|/);
  });
});
