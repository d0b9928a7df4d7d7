import { describe, expect, it } from 'vitest';
import { companyFromPageHtml, companyFromSlug } from './company-name.ts';

describe('company names from a board page', () => {
  it('reads og:site_name first, then the <title> without its boilerplate', () => {
    const cases: [string, string | null][] = [
      ['<title>Idealist Consulting</title>', 'Idealist Consulting'],
      ['<title>Jobs at Sonnenwerk Solar GmbH</title>', 'Sonnenwerk Solar GmbH'],
      ['<title>Acme Robotics - Careers</title>', 'Acme Robotics'],
      ['<title>Acme Robotics jobs</title>', 'Acme Robotics'],
      ['<title>Karriere bei Müller &amp; Söhne</title>', 'Müller & Söhne'],
      ['<title>Northwind | Ashby</title>', 'Northwind'],
      ['<meta property="og:site_name" content="Northwind"><title>Jobs</title>', 'Northwind'],
      ['<title>Careers</title>', null],
      ['<html><body>no head</body></html>', null],
    ];
    for (const [html, name] of cases)
      expect([html, companyFromPageHtml(html)]).toEqual([html, name]);
  });

  it('humanises a slug keeping its word breaks, and guesses none in a glued one', () => {
    expect(companyFromSlug('acme-robotics')).toBe('Acme Robotics');
    expect(companyFromSlug('AcmeRobotics')).toBe('Acme Robotics');
    expect(companyFromSlug('acme_robotics2')).toBe('Acme Robotics 2');
    expect(companyFromSlug('idealistconsulting')).toBe('Idealistconsulting');
  });
});
