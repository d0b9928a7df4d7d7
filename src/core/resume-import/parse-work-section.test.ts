import { describe, expect, it } from 'vitest';
import { parseWorkSection } from './parse-work-section.ts';
import { workHeaders } from './testing/read-sections.ts';

const header = workHeaders;

describe('parseWorkSection', () => {
  it('takes the employer from the line under a title with a department', () => {
    expect(
      header([
        'Sep 2021 – Present | Night Shift Coordinator, Intensive Care',
        'Hospices Civils de Lyon, Lyon',
        'Coordinate a night team of eleven nurses.',
      ]),
    ).toEqual([
      {
        position: 'Night Shift Coordinator, Intensive Care',
        company: 'Hospices Civils de Lyon',
        location: 'Lyon',
        description: 'Coordinate a night team of eleven nurses.',
      },
    ]);
  });

  it('keeps a unit that reads like an employer in the title when the next line names one and its place', () => {
    expect(
      header([
        'Registered Nurse, Medical ICU | March 2020 – Present',
        'Memorial Hermann Texas Medical Center | Houston, TX',
        '– Care for two critically ill patients per shift.',
        'Staff Accountant, Reyes & Cole CPAs | June 2016 – May 2019',
        'Chicago, IL',
        '– Closed the books monthly.',
        'Analyst, Buckeye Insurance Group | Jan 2014 – May 2016',
        'Claims support for small business, Columbus, OH',
      ]),
    ).toEqual([
      {
        position: 'Registered Nurse, Medical ICU',
        company: 'Memorial Hermann Texas Medical Center',
        location: 'Houston, TX',
        description: 'Care for two critically ill patients per shift.',
      },
      // A place alone under a header without one is its place; it names no employer. A
      // description ending in a place is no header.
      {
        position: 'Staff Accountant',
        company: 'Reyes & Cole CPAs',
        location: 'Chicago, IL',
        description: 'Closed the books monthly.',
      },
      {
        position: 'Analyst',
        company: 'Buckeye Insurance Group',
        location: '',
        description: 'Claims support for small business, Columbus, OH',
      },
    ]);
  });

  it('reads a title with its dates in brackets under an employer line in capitals', () => {
    expect(
      header([
        'MEMORIAL HERMANN TEXAS MEDICAL CENTER, Houston, TX',
        'Registered Nurse, Medical ICU (March 2020 – Present)',
        'THE SHACK CAFE, Missoula, MT',
        'Line Cook (June 2017 – May 2019)',
      ]),
    ).toEqual([
      {
        position: 'Registered Nurse, Medical ICU',
        company: 'MEMORIAL HERMANN TEXAS MEDICAL CENTER',
        location: 'Houston, TX',
        description: '',
      },
      {
        position: 'Line Cook',
        company: 'THE SHACK CAFE',
        location: 'Missoula, MT',
        description: '',
      },
    ]);
  });

  it('reads a title no list knows before an employer of a known kind, and a place under it', () => {
    expect(
      header([
        'CDL-A Driver, Regional, J.B. Hunt Transport Services, Inc. | 05/2021 - Present',
        'Dallas, TX',
        'Regional dry van and reefer across TX, OK and LA.',
        'Yard Jockey, Roadrunner Staffing | 06/2015 - 12/2015',
        'Irving, TX',
        'Moved trailers in a distribution center yard.',
      ]),
    ).toEqual([
      {
        position: 'CDL-A Driver, Regional',
        company: 'J.B. Hunt Transport Services, Inc.',
        location: 'Dallas, TX',
        description: 'Regional dry van and reefer across TX, OK and LA.',
      },
      {
        position: 'Yard Jockey',
        company: 'Roadrunner Staffing',
        location: 'Irving, TX',
        description: 'Moved trailers in a distribution center yard.',
      },
    ]);
  });

  it('keeps a unit in the title when the employer has a field of its own, and reads "LLP" as no state', () => {
    expect(
      header([
        'Staff Accountant, Audit & Assurance | Baker Tilly US, LLP | Minneapolis, MN | 07/2018 - 12/2021',
        'Staff Accountant, Audit & Assurance, Baker Tilly US, LLP | 07/2016 - 06/2018',
      ]),
    ).toEqual([
      {
        position: 'Staff Accountant, Audit & Assurance',
        company: 'Baker Tilly US, LLP',
        location: 'Minneapolis, MN',
        description: '',
      },
      {
        position: 'Staff Accountant, Audit & Assurance',
        company: 'Baker Tilly US, LLP',
        location: '',
        description: '',
      },
    ]);
  });

  it('keeps a shift after a dash and a department in brackets in the title', () => {
    expect(
      header([
        'Warehouse Supervisor – 2nd Shift, FedEx Ground | 07/2019 - Present',
        'Memphis, TN',
        "Charge Nurse (Emergency Department), St. Luke's Health System | 09/2020 - Present",
        'Boise, ID',
        'Registered Nurse (Per Diem) | Valor Health, Emmett, ID | 06/2014 - 04/2016',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      {
        position: 'Warehouse Supervisor – 2nd Shift',
        company: 'FedEx Ground',
        location: 'Memphis, TN',
      },
      {
        position: 'Charge Nurse (Emergency Department)',
        company: "St. Luke's Health System",
        location: 'Boise, ID',
      },
      { position: 'Registered Nurse (Per Diem)', company: 'Valor Health', location: 'Emmett, ID' },
    ]);
  });

  it('takes back a bracketed place the page wrapped onto the next line', () => {
    expect(
      header([
        '2020-03 → present | Registered Nurse, Medical ICU at Memorial Hermann Texas Medical Center',
        '| (Houston, TX)',
        'Care for two critically ill patients per shift.',
        '2017-06 → 2020-02 | Registered Nurse, Med-Surg at HCA Houston Healthcare Clear Lake (Webster,',
        '| TX)',
        'Five to six post-surgical patients per shift.',
      ]),
    ).toEqual([
      {
        position: 'Registered Nurse, Medical ICU',
        company: 'Memorial Hermann Texas Medical Center',
        location: 'Houston, TX',
        description: 'Care for two critically ill patients per shift.',
      },
      {
        position: 'Registered Nurse, Med-Surg',
        company: 'HCA Houston Healthcare Clear Lake',
        location: 'Webster, TX',
        description: 'Five to six post-surgical patients per shift.',
      },
    ]);
  });

  it('keeps a unit in the title when the employer stands alone on the dates line', () => {
    expect(
      header([
        'Memorial Hermann Texas Medical Center | 03.2020 - today',
        'Registered Nurse, Medical ICU | Houston, TX',
        '– Care for two critically ill patients per shift.',
      ]),
    ).toEqual([
      {
        position: 'Registered Nurse, Medical ICU',
        company: 'Memorial Hermann Texas Medical Center',
        location: 'Houston, TX',
        description: 'Care for two critically ill patients per shift.',
      },
    ]);
  });

  it('leaves a description under a "Title, Employer" line in the description', () => {
    expect(
      header(['Jan 2019 – Present | Analyst, Google', 'Built dashboards for the ads team']),
    ).toEqual([
      {
        position: 'Analyst',
        company: 'Google',
        location: '',
        description: 'Built dashboards for the ads team',
      },
    ]);
  });

  it('takes an employer line whose place follows a divider', () => {
    expect(
      header([
        'Trainee, Registry | Mar 2017 – Aug 2017',
        "Cour de justice de l'Union européenne | Luxembourg",
      ]),
    ).toMatchObject([
      {
        position: 'Trainee, Registry',
        company: "Cour de justice de l'Union européenne",
        location: 'Luxembourg',
      },
    ]);
  });

  it('does not open a job at dates in brackets inside a description', () => {
    const entries = parseWorkSection([
      'Andela | Remote',
      'SOFTWARE ENGINEER | Feb 2019 – Sep 2021',
      'Placed with a US retailer (Feb 2019 – Aug 2020) and a Dutch bank',
      '(Sep 2020 – Sep 2021).',
      'Hired 180 finance and IT staff a year (2019–2021) for the hub.',
    ]).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ company: 'Andela', startDate: '2019-02' });
  });

  it('keeps a sentence ending in a unit ("1.6 s.") out of the next header', () => {
    expect(
      header([
        'Paystack | Lagos',
        'SENIOR DEVELOPER | Oct 2021 – Present',
        "Cut the dashboard's first load from 4.1 s to 1.6 s.",
        'Andela | Remote',
        'SOFTWARE ENGINEER | Feb 2019 – Sep 2021',
      ]).map(({ company }) => company),
    ).toEqual(['Paystack', 'Andela']);
  });

  it('keeps a company whose legal form closes on a small letter ("Sp. z o.o.") in the header', () => {
    expect(
      header(['Trans-Pol Sp. z o.o.', 'Lorry Driver | 03/2015 – 08/2019', 'Hauled steel coils.']),
    ).toMatchObject([{ company: 'Trans-Pol Sp. z o.o.', position: 'Lorry Driver' }]);
  });
});
