import { describe, expect, it } from 'vitest';
import { matchOccupation } from './match-occupation.ts';

const cases: [title: string, soc: string][] = [
  ['Travel RN - ICU', '29-1141'],
  ['Registered Nurse, Med-Surg (Nights) - $10k Sign-on Bonus', '29-1141'],
  ['Journeyman Electrician', '47-2111'],
  ['CDL-A Truck Driver - Regional Routes', '53-3032'],
  ['Staff Accountant', '13-2011'],
  ['Sr. Software Engineer II, Backend', '15-1252'],
  ['Certified Nursing Assistant (CNA)', '31-1131'],
  ['Line Cook - Full Time', '35-2010'],
  ['HVAC Service Tech', '49-9021'],
  ['Paralegal II - Litigation', '23-2011'],
  ['Elementary Teacher - 3rd Grade', '25-2021'],
  ['Warehouse Associate (Day Shift)', '53-7060'],
  ['Customer Service Rep', '43-4051'],
  ['Dental Hygienist (RDH)', '29-1292'],
  ['Apprentice Lineman', '49-9051'],
  ['Director of Finance', '11-3031'],
  ['Executive Assistant to the CEO', '43-6000'],
  ['Forklift Operator 2nd Shift', '53-7051'],
  ['Police Officer - Lateral Entry', '33-3051'],
  ['Pharmacy Technician - Retail', '29-2052'],
  ['Welder Fabricator', '51-4121'],
  ['Assistant Principal', '11-9032'],
  ['Data Scientist, Machine Learning', '15-2051'],
  ['Plumber Service Tech', '47-2152'],
  ['Senior Product Manager, Payments', '11-2021'],
  ['Site Reliability Engineer', '15-1252'],
  ['Product Designer', '15-1254'],
  ['Sales Development Representative', '41-4000'],
  ['Sterile Processing Technician', '29-2055'],
  ['Clinical Research Coordinator', '19-1042'],
  // A hospital's cleaning staff, not a mechanic: "service technician" alone is automotive.
  ['Environmental Services Technician', '37-2011'],
  ['EVS Technician - Nights', '37-2011'],
];

describe('matchOccupation', () => {
  it.each(cases)('maps "%s" to %s', (title, soc) => {
    expect(matchOccupation(title)?.soc).toBe(soc);
  });

  it('gives full confidence to a whole known title and less to a partial one', () => {
    expect(matchOccupation('Registered Nurse')?.confidence).toBe(1);
    const partial = matchOccupation('Travel RN - ICU')?.confidence ?? 1;
    expect(partial).toBeLessThan(1);
    expect(partial).toBeGreaterThan(0.5);
  });

  it('does not let a state code or "PT" (part-time) in a title pick the occupation', () => {
    expect(matchOccupation('Physical Therapist - Boston, MA')?.soc).toBe('29-1123');
    expect(matchOccupation('PT Cashier')?.soc).toBe('41-2011');
  });

  it('answers null for titles that are too vague or unrelated', () => {
    expect(matchOccupation('Engineer')).toBeNull();
    expect(matchOccupation('Manager')).toBeNull();
    expect(matchOccupation('Lorem ipsum dolor')).toBeNull();
    expect(matchOccupation('  ')).toBeNull();
  });
});
