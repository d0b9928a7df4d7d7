import { type FakeRoute, json } from './fake-response.ts';

export const usajobsTestKeys = { apiKey: 'test-usajobs-key', userAgentEmail: 'jobs@hireloop.test' };

const item = (id: string, descriptor: Record<string, unknown>) => ({
  MatchedObjectId: id,
  MatchedObjectDescriptor: {
    PositionURI: `https://www.usajobs.gov/job/${id}`,
    ApplyURI: [`https://www.usajobs.gov/job/${id}`],
    DepartmentName: 'Department of Veterans Affairs',
    PositionOfferingType: [{ Name: 'Permanent', Code: '15317' }],
    PositionSchedule: [{ Name: 'Full-time', Code: '1' }],
    ...descriptor,
  },
  RelevanceRank: 0,
});

/**
 * GET /api/Search?…&Page&ResultsPerPage with `Authorization-Key` and an e-mail User-Agent
 * (anything else → 401). Pitfalls: amounts as strings, zone-less dates, rate codes other than
 * PA/PH, NumberOfPages as a string.
 */
export const usajobsPages = [
  [
    item('812345600', {
      PositionID: 'FAA-ATO-25-1234',
      PositionTitle: 'IT Specialist (APPSW)',
      PositionLocationDisplay: 'Oklahoma City, Oklahoma',
      PositionLocation: [{ LocationName: 'Oklahoma City, Oklahoma', CountryCode: 'United States' }],
      OrganizationName: 'Federal Aviation Administration',
      QualificationSummary: 'Applicants must have one year of specialized experience <GS-11>.',
      PositionRemuneration: [
        {
          MinimumRange: '98496.0',
          MaximumRange: '152690.0',
          RateIntervalCode: 'PA',
          Description: 'Per Year',
        },
      ],
      PublicationStartDate: '2025-05-01T00:00:00.0000',
      ApplicationCloseDate: '2025-05-15T23:59:59.9970',
      UserArea: {
        Details: {
          JobSummary: 'This position is part of the Air Traffic Organization.',
          TeleworkEligible: true,
          RemoteIndicator: false,
        },
        IsRadialSearch: false,
      },
    }),
  ],
  [
    item('812349999', {
      PositionID: 'VHA-25-RN-77',
      PositionTitle: 'Registered Nurse (Med/Surg)',
      PositionLocationDisplay: 'Multiple Locations',
      PositionLocation: [
        { LocationName: 'Denver, Colorado' },
        { LocationName: 'Aurora, Colorado' },
      ],
      OrganizationName: 'Veterans Health Administration',
      PositionOfferingType: [{ Name: 'Temporary', Code: '15318' }],
      PositionRemuneration: [
        {
          MinimumRange: '41.50',
          MaximumRange: '55.20',
          // Older payloads write the words where the code belongs.
          RateIntervalCode: 'Per Hour',
          Description: 'Per Hour',
        },
      ],
      PublicationStartDate: '2025-05-02T00:00:00.0000',
      ApplicationCloseDate: '2025-05-30T23:59:59.9970',
      UserArea: {
        Details: {
          JobSummary: 'Provide nursing care.',
          TeleworkEligible: false,
          RemoteIndicator: false,
        },
      },
    }),
    item('812350000', {
      PositionID: 'USDA-25-BW',
      PositionTitle: 'Forestry Technician',
      PositionLocation: [{ LocationName: 'Missoula, Montana' }],
      OrganizationName: 'Forest Service',
      PositionRemuneration: [
        {
          MinimumRange: '1800',
          MaximumRange: '2200',
          RateIntervalCode: 'BW',
          Description: 'Bi-weekly',
        },
      ],
      PublicationStartDate: '2025-05-03T00:00:00.0000',
      UserArea: { Details: { JobSummary: 'Fire season crew.', RemoteIndicator: false } },
    }),
  ],
];

export const usajobsRoute: FakeRoute = ({ url, headers }) => {
  if (url.pathname !== '/usajobs/api/Search') return undefined;
  if (
    headers['authorization-key'] !== usajobsTestKeys.apiKey ||
    headers['user-agent'] !== usajobsTestKeys.userAgentEmail
  )
    return json({ message: 'Unauthorized' }, 401);
  const page = Number(url.searchParams.get('Page') ?? '1');
  const items = usajobsPages[page - 1] ?? [];
  return json({
    LanguageCode: 'EN',
    SearchParameters: {},
    SearchResult: {
      SearchResultCount: items.length,
      SearchResultCountAll: 3,
      SearchResultItems: items,
      UserArea: { NumberOfPages: String(usajobsPages.length), IsRadialSearch: false },
    },
  });
};
