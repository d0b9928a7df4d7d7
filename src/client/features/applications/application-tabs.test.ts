import { describe, expect, it } from 'vitest';
import { applicationStates } from '../../../shared/schemas/applications.ts';
import { applicationTabs, inTab, parseTab, tabCounts, tabOf } from './application-tabs.ts';

const items = (...states: (typeof applicationStates)[number][]) =>
  states.map((state, index) => ({ id: String(index), state }));

describe('application tabs', () => {
  it('puts every state in exactly one tab other than All', () => {
    for (const state of applicationStates) {
      expect(applicationTabs).toContain(tabOf(state));
      expect(tabOf(state)).not.toBe('all');
    }
  });

  it('lists under "Needs you" what waits for the user: review, hand-offs and checks', () => {
    const list = items('awaiting_review', 'needs_you', 'unconfirmed', 'queued', 'submitted');
    expect(inTab(list, 'needs_you').map((item) => item.state)).toEqual([
      'awaiting_review',
      'needs_you',
      'unconfirmed',
    ]);
  });

  it('lists the moving states under "In progress", and failed and withdrawn under "Other"', () => {
    const list = items(
      'prepared',
      'approved',
      'queued',
      'filling',
      'submitting',
      'failed',
      'withdrawn',
    );
    expect(inTab(list, 'in_progress')).toHaveLength(5);
    expect(inTab(list, 'other').map((item) => item.state)).toEqual(['failed', 'withdrawn']);
  });

  it('keeps the order it was given and shows everything under All', () => {
    const list = items('submitted', 'needs_you', 'submitted');
    expect(inTab(list, 'all')).toBe(list);
    expect(inTab(list, 'submitted').map((item) => item.id)).toEqual(['0', '2']);
  });

  it('counts each tab', () => {
    expect(tabCounts(items('needs_you', 'queued', 'queued', 'withdrawn'))).toEqual({
      all: 4,
      needs_you: 1,
      in_progress: 2,
      submitted: 0,
      other: 1,
    });
  });

  it('reads the tab from the address, and falls back to All', () => {
    expect(parseTab('needs_you')).toBe('needs_you');
    expect(parseTab('nonsense')).toBe('all');
    expect(parseTab(null)).toBe('all');
  });
});
