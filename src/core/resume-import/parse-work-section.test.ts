import { describe, expect, it } from 'vitest';
import { parseWorkSection } from './parse-work-section.ts';

const header = (lines: string[]) =>
  parseWorkSection(lines).entries.map(({ position, company, location, description }) => ({
    position,
    company,
    location,
    description,
  }));

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

  it('gives roles a profile export groups under one employer that employer, its stay lengths read as nothing', () => {
    expect(
      header([
        'Hendrick Turner Engineering, PLLC',
        '8 years 9 months',
        'Office Manager',
        'January 2021 - Present (5 years 11 months)',
        'Charlotte, North Carolina, United States',
        '• Run the office for 40 engineers.',
        'Administrative Assistant',
        'March 2018 - December 2020 (2 years 10 months)',
        'Charlotte, North Carolina, United States',
        '• Calendars and travel for three principals.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      {
        position: 'Office Manager',
        company: 'Hendrick Turner Engineering, PLLC',
        location: 'Charlotte, North Carolina, United States',
      },
      {
        position: 'Administrative Assistant',
        company: 'Hendrick Turner Engineering, PLLC',
        location: 'Charlotte, North Carolina, United States',
      },
    ]);
  });

  it("reads a federal resume's title past its hours and leaves the supervisor's details out", () => {
    expect(
      header([
        'Brothers Plumbing, Heating & Electric',
        'Denver, CO United States',
        '05/2020 - Present',
        'Hours per week: 40',
        'Journeyman Plumber',
        'Duties, Accomplishments and Related Skills:',
        '• Service calls and repipes.',
        'Supervisor: Pat Morgan (720-555-1000)',
        'Okay to contact this Supervisor: Contact me first',
      ]),
    ).toEqual([
      {
        position: 'Journeyman Plumber',
        company: 'Brothers Plumbing, Heating & Electric',
        location: 'Denver, CO United States',
        description: 'Service calls and repipes.',
      },
    ]);
  });

  it('keeps an employer that lists trades whole after a title and its comma', () => {
    expect(
      header([
        'May 2020 – Present',
        'Journeyman Plumber, Brothers Plumbing, Heating & Electric',
        'Denver, CO',
        'Journeyman Plumber, Brothers Plumbing, Heating & Electric, Denver, CO, May 2020 – present',
      ]),
    ).toMatchObject([
      { position: 'Journeyman Plumber', company: 'Brothers Plumbing, Heating & Electric' },
      {
        position: 'Journeyman Plumber',
        company: 'Brothers Plumbing, Heating & Electric',
        location: 'Denver, CO',
      },
    ]);
  });

  it('takes an employer line whose place follows a spaced hyphen', () => {
    expect(
      header([
        '07/2018 - 12/2021 | Staff Accountant, Audit & Assurance',
        'Baker Tilly US, LLP - Minneapolis, MN',
        'Audits of manufacturing clients.',
      ]),
    ).toMatchObject([
      {
        position: 'Staff Accountant, Audit & Assurance',
        company: 'Baker Tilly US, LLP',
        location: 'Minneapolis, MN',
      },
    ]);
  });

  it('reads a bare town under the dates as the place of every entry, grouped roles included', () => {
    expect(
      header([
        'Hospices Civils de Lyon',
        'Night Shift Coordinator, Intensive Care',
        'September 2021 - Present (5 years 3 months)',
        'Lyon',
        '• Coordinate a night team.',
        'Staff Nurse, Intensive Care',
        'March 2018 - August 2021 (3 years 6 months)',
        'Lyon',
        '• Cared for ventilated patients.',
        'Centre Hospitalier de Villefranche',
        'Nurse, Internal Medicine',
        'July 2015 - December 2015 (6 months)',
        'Villefranche-sur-Saône',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      {
        position: 'Night Shift Coordinator, Intensive Care',
        company: 'Hospices Civils de Lyon',
        location: 'Lyon',
      },
      {
        position: 'Staff Nurse, Intensive Care',
        company: 'Hospices Civils de Lyon',
        location: 'Lyon',
      },
      // "Saône" holds no "sa" (a legal form): words end at any letter, not only ASCII ones.
      {
        position: 'Nurse, Internal Medicine',
        company: 'Centre Hospitalier de Villefranche',
        location: 'Villefranche-sur-Saône',
      },
    ]);
  });

  it('reads a title no list knows before a staffing agency and its place, and a state wrapped alone', () => {
    expect(
      header([
        'Jun 2015–Dec 2015 | Yard Jockey, Roadrunner Staffing, Irving, TX',
        'Moved trailers in a distribution center yard.',
        '03/2018–12/2020 | Administrative Assistant, Hendrick Turner Engineering, PLLC, Charlotte,',
        'NC',
        'Calendars and travel for three principals.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      { position: 'Yard Jockey', company: 'Roadrunner Staffing', location: 'Irving, TX' },
      {
        position: 'Administrative Assistant',
        company: 'Hendrick Turner Engineering, PLLC',
        location: 'Charlotte, NC',
      },
    ]);
  });

  it('reads common one-line headers: a title no list knew, the employer first, self-employment, a schedule', () => {
    expect(
      header([
        'Lifeguard, YMCA of Tulsa, Summer 2019',
        'Watched the pool.',
        'Walmart, Cashier, 2016-2018',
        'Rang up customers.',
        'Self-employed, Handyman, 2012 – 2016',
        'Repairs for neighbours.',
        'Cashier, Walmart (Part-time) | Jun 2018 – Aug 2018',
        'Weekend shifts.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      { position: 'Lifeguard', company: 'YMCA of Tulsa', location: '' },
      { position: 'Cashier', company: 'Walmart', location: '' },
      { position: 'Handyman', company: 'Self-employed', location: '' },
      { position: 'Cashier (Part-time)', company: 'Walmart', location: '' },
    ]);
  });

  it("keeps a hospital unit after the title's dash in the title", () => {
    expect(
      header([
        'Northwestern Memorial Hospital, Chicago, IL | 2019 – Present',
        'Registered Nurse – Cardiac ICU',
        'Care for 2 critically ill patients per shift.',
        'Rush University Medical Center, Chicago, IL | 2016 – 2019',
        'Registered Nurse - Medical-Surgical',
        'Five patients per shift.',
        'Line Cook – Olive Garden | 2014 – 2016',
      ]).map(({ position, company }) => ({ position, company })),
    ).toEqual([
      { position: 'Registered Nurse – Cardiac ICU', company: 'Northwestern Memorial Hospital' },
      {
        position: 'Registered Nurse – Medical-Surgical',
        company: 'Rush University Medical Center',
      },
      { position: 'Line Cook', company: 'Olive Garden' },
    ]);
  });

  it('keeps a school and its district together as the employer', () => {
    expect(
      header([
        'Fourth Grade Teacher, Lincoln Elementary School, Houston ISD | 2019–present',
        'Self-contained classroom of 22 students.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      {
        position: 'Fourth Grade Teacher',
        company: 'Lincoln Elementary School, Houston ISD',
        location: '',
      },
    ]);
  });

  it("reads a resident's title before the hospital", () => {
    expect(
      header(['Pharmacy Resident (PGY-1), Mayo Clinic Hospital — Phoenix, AZ (2016–2017)']).map(
        ({ position, company }) => ({ position, company }),
      ),
    ).toEqual([{ position: 'Pharmacy Resident (PGY-1)', company: 'Mayo Clinic Hospital' }]);
  });

  it('reads a town under a whole header as the place of every entry after it', () => {
    expect(
      header([
        'Oct 2019 – Present',
        'Hospital Pharmacist, Oncology Compounding, Klinikum rechts der Isar',
        'München',
        'Validate and supervise 60 cytotoxic preparations a day.',
        'Jan 2016 – Sep 2019',
        'Pharmacist, Marien-Apotheke',
        'Augsburg',
        'Dispensing and medication reviews.',
      ]).map(({ position, company, location }) => ({ position, company, location })),
    ).toEqual([
      {
        position: 'Hospital Pharmacist, Oncology Compounding',
        company: 'Klinikum rechts der Isar',
        location: 'München',
      },
      { position: 'Pharmacist', company: 'Marien-Apotheke', location: 'Augsburg' },
    ]);
  });

  it('never takes a heading inside a description for a place', () => {
    expect(
      header([
        'Cook, Blue Bottle Coffee | 2019 – 2021',
        'Key Achievements',
        'Opened the second kitchen.',
      ]),
    ).toMatchObject([
      { location: '', description: 'Key Achievements\nOpened the second kitchen.' },
    ]);
  });
});
