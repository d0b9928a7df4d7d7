import { describe, expect, it } from 'vitest';
import type { TrackedItem } from '../../../shared/schemas/tracker.ts';
import { itemsByColumn, listItems, movedMessage, stageAfterKey } from './tracker-stages.ts';

const item = (overrides: Partial<TrackedItem>): TrackedItem => ({
  id: 'x',
  source: 'elsewhere',
  title: 'Nurse',
  company: 'Clinic',
  link: null,
  appliedOn: '2026-11-01',
  stage: 'applied',
  shownStage: 'applied',
  interviewDates: [],
  notes: '',
  stageChangedAt: '2026-11-01T10:00:00.000Z',
  jobId: null,
  applicationId: null,
  hasReceipt: false,
  occupation: null,
  reminders: [],
  ...overrides,
});

describe('stageAfterKey', () => {
  it('moves one stage right or left and stops at the ends', () => {
    expect(stageAfterKey('applied', 'ArrowRight')).toBe('heard_back');
    expect(stageAfterKey('interviewing', 'ArrowLeft')).toBe('heard_back');
    expect(stageAfterKey('applied', 'ArrowLeft')).toBeNull();
    expect(stageAfterKey('withdrawn', 'ArrowRight')).toBeNull();
    expect(stageAfterKey('applied', 'Enter')).toBeNull();
  });

  it('says what moved where', () => {
    expect(movedMessage({ title: 'Nurse', company: 'Clinic' }, 'offer')).toBe(
      'Moved “Nurse” at Clinic to Offer.',
    );
  });
});

describe('itemsByColumn', () => {
  it('puts an unanswered item in the No answer column, beside Applied', () => {
    const columns = itemsByColumn([
      item({ id: 'a' }),
      item({ id: 'b', shownStage: 'no_answer' }),
      item({ id: 'c', stage: 'offer', shownStage: 'offer' }),
    ]);
    expect([...columns.keys()].slice(0, 3)).toEqual(['applied', 'no_answer', 'heard_back']);
    expect(columns.get('no_answer')?.map((i) => i.id)).toEqual(['b']);
    expect(columns.get('offer')?.map((i) => i.id)).toEqual(['c']);
  });
});

describe('listItems', () => {
  const items = [
    item({
      id: 'old',
      company: 'Able',
      appliedOn: '2026-10-01',
      stage: 'rejected',
      shownStage: 'rejected',
    }),
    item({ id: 'new', company: 'Alpha', appliedOn: '2026-11-20' }),
    item({
      id: 'mid',
      company: 'Mid',
      appliedOn: '2026-11-01',
      stage: 'offer',
      shownStage: 'offer',
    }),
  ];

  it('sorts by applied date, company or stage', () => {
    const ids = (sort: 'applied' | 'company' | 'stage') =>
      listItems(items, { sort, stage: 'all' }).map((i) => i.id);
    expect(ids('applied')).toEqual(['new', 'mid', 'old']);
    expect(ids('company')).toEqual(['old', 'new', 'mid']);
    expect(ids('stage')).toEqual(['new', 'mid', 'old']);
  });

  it('filters one stage', () => {
    expect(listItems(items, { sort: 'applied', stage: 'offer' }).map((i) => i.id)).toEqual(['mid']);
  });
});
