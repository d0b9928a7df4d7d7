import { describe, expect, it } from 'vitest';
import { joinColumnWraps } from './join-column-wraps.ts';
import type { LayoutLine } from './order-text-items.ts';

const gutter = 160;
let y = 700;
/** A line of a sidebar running from x 20 to about 140, or of the main column from 180 to 580. */
const line = (text: string, right: number, side: 'left' | 'right' = 'left'): LayoutLine => {
  y -= 12;
  return {
    text,
    y,
    size: 9.5,
    left: side === 'left' ? 20 : 180,
    right,
    column: { side, gutter },
  };
};

describe('joinColumnWraps', () => {
  it('joins a lone word a narrow column wrapped onto the name above it', () => {
    const lines = [
      line('Certificate in Supply Chain', 139),
      line('Management', 76),
      line('Columbus State Community', 137),
      line('College', 55),
      line('High School Diploma', 120),
      line('Whetstone High School', 128),
      line('2009 - 2013', 70),
      line('linkedin.com/in/amara-okafor-', 140),
      line('teach', 45),
      line('New Mexico Public Education', 138),
      line('Department, 2022', 90),
      line('Reach truck', 70),
      line('Excel', 45),
      line('Shift lead at a distribution center with ten years on reach trucks and', 578, 'right'),
      line('forklifts', 220, 'right'),
    ];
    expect(joinColumnWraps(lines).map((l) => l.text)).toEqual([
      'Certificate in Supply Chain Management',
      'Columbus State Community College',
      // Several words under a full line are as likely the next item: left apart.
      'High School Diploma',
      'Whetstone High School',
      '2009 - 2013',
      'linkedin.com/in/amara-okafor-teach',
      // A year may close the lone word.
      'New Mexico Public Education Department, 2022',
      // Short lines did not wrap.
      'Reach truck',
      'Excel',
      // The main column is wide: its lines stay as they are.
      'Shift lead at a distribution center with ten years on reach trucks and',
      'forklifts',
    ]);
  });

  it("joins a name's abbreviation in brackets that a narrow column wrapped", () => {
    const lines = [
      line('Critical Care Registered Nurse', 139),
      line('(CCRN)', 50),
      line('Advanced Cardiovascular Life', 138),
      line('Support (ACLS)', 90),
      line('Basic Life Support (BLS)', 120),
      line('Care for two critically ill patients per shift on a medical ICU.', 578, 'right'),
    ];
    expect(joinColumnWraps(lines).map((l) => l.text)).toEqual([
      'Critical Care Registered Nurse (CCRN)',
      'Advanced Cardiovascular Life Support (ACLS)',
      'Basic Life Support (BLS)',
      'Care for two critically ill patients per shift on a medical ICU.',
    ]);
  });
});
