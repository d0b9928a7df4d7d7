import type { FakeRoute } from './fake-response.ts';

const xml = (body: string) => ({
  status: 200,
  headers: { 'content-type': 'text/xml; charset=utf-8' },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>${body}</workzag-jobs>`,
});

const marketingManager = `
  <position>
    <id>2800938</id>
    <subcompany>Acme Energy GmbH</subcompany>
    <office>Berlin</office>
    <additionalOffices>
      <office>Berlin (Remote)</office>
    </additionalOffices>
    <department>Marketing</department>
    <recruitingCategory>Holding Marketing</recruitingCategory>
    <name>Performance Marketing Manager (m/w/d)</name>
    <jobDescriptions>
      <jobDescription>
        <name>Your mission</name>
        <value><![CDATA[<p>Own our paid acquisition channels.</p>]]></value>
      </jobDescription>
      <jobDescription>
        <name>Your profile</name>
        <value><![CDATA[<ul><li>3+ years of performance marketing</li></ul>]]></value>
      </jobDescription>
    </jobDescriptions>
    <employmentType>permanent</employmentType>
    <seniority>experienced</seniority>
    <schedule>full-time</schedule>
    <yearsOfExperience>2-5</yearsOfExperience>
    <keywords>SEA,Google Ads,Meta</keywords>
    <occupation>marketing_management</occupation>
    <occupationCategory>marketing_and_product</occupationCategory>
    <createdAt>2025-04-02T09:12:45+00:00</createdAt>
  </position>`;

const electricianTrainee = `
  <position>
    <id>2800999</id>
    <subcompany>Acme Energy GmbH</subcompany>
    <office>Hamburg</office>
    <department>Field Service</department>
    <name>Auszubildende Elektroniker (m/w/d)</name>
    <jobDescriptions>
      <jobDescription>
        <name>Aufgaben</name>
        <value><![CDATA[<p>Install solar &amp; storage systems.</p>]]></value>
      </jobDescription>
    </jobDescriptions>
    <employmentType>trainee</employmentType>
    <schedule>full-time</schedule>
    <createdAt>2025-04-10T07:00:00+02:00</createdAt>
  </position>`;

/**
 * GET https://{company}.jobs.personio.de/xml?language=en — served under /personio/{company}.
 * Pitfalls: CDATA HTML, a feed with a single <position> (parses to an object, not a list),
 * offices as text only ("Berlin (Remote)"), a feed without <subcompany> listing a position twice.
 */
export const personioRoute: FakeRoute = ({ url }) => {
  const match = url.pathname.match(/^\/personio\/([^/]+)\/xml$/);
  if (!match) return undefined;
  if (match[1] === 'acme') return xml(marketingManager + electricianTrainee);
  if (match[1] === 'solo') return xml(electricianTrainee);
  if (match[1] === 'empty') return xml('');
  // No <subcompany>, and one position listed twice, as a live feed was seen doing.
  const nameless = electricianTrainee.replace(/\s*<subcompany>[^<]*<\/subcompany>/, '');
  if (match[1] === 'sonnenwerk') return xml(nameless + nameless);
  return { status: 404, headers: { 'content-type': 'text/html' }, body: '<html>Not found</html>' };
};
