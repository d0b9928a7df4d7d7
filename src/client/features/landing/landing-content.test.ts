import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capabilities } from '../../../shared/capabilities.ts';
import { planFeatureLines, plans } from '../../../shared/plans.ts';
import { marketingContentSchema } from '../../../shared/schemas/marketing.ts';
import { renderPages } from './render-pages.tsx';

const raw: unknown = JSON.parse(
  readFileSync(new URL('../../../../content/marketing.json', import.meta.url), 'utf8'),
);
const content = marketingContentSchema.parse(raw);
const YEAR = 2031;

const render = (input: unknown = raw) =>
  renderPages({
    content: input,
    plans,
    css: '',
    script: { src: '/assets/landing.js' },
    year: YEAR,
  });

/** Every string in the content file: the only place marketing copy may come from. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The visible text of a page, one entry per text node (React marks node joins with <!-- -->). */
const textNodes = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .split(/<[^>]*>/)
    .map((node) => node.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").trim())
    .filter(Boolean);

describe('content/marketing.json', () => {
  it('is valid and says it ships sample content', () => {
    expect(content.sample).toBe(true);
    expect(content._note).toMatch(/SAMPLE CONTENT/);
  });

  it('must flag itself as sample while any part is still a placeholder', () => {
    const inconsistent = { ...content, sample: false };
    expect(marketingContentSchema.safeParse(inconsistent).success).toBe(false);
  });
});

describe('landing page copy', () => {
  it('shows no number that the content file, the plans or the page structure do not supply', () => {
    const fromContent = stringsIn(raw);
    const structural = new Set([
      String(YEAR),
      ...plans.flatMap((plan) => [String(plan.priceMonthlyUsd), `$${plan.priceMonthlyUsd}`]),
      ...content.howItWorks.steps.map((_, index) => String(index + 1)),
    ]);
    const unexplained = textNodes(render()['landing.html']).filter(
      (node) =>
        /\d/.test(node) &&
        !structural.has(node) &&
        !fromContent.some((text) => text.includes(node)) &&
        !plans.some((plan) => plan.features.some((feature) => feature.text === node)),
    );
    expect(unexplained).toEqual([]);
  });

  it('shows the client claim only when the operator turns it on', () => {
    expect(render()['landing.html']).not.toContain(content.clients.claim);
    const shown = { ...content, clients: { ...content.clients, show: true } };
    expect(render(shown)['landing.html']).toContain(content.clients.claim);
  });

  it('labels sample testimonials and employer names as illustrations', () => {
    const page = render()['landing.html'];
    expect(page).toContain('not from real customers');
    expect(page).toContain('Employer names shown for illustration');
    const real = {
      ...content,
      sample: false,
      clients: { ...content.clients, sample: false },
      logos: { ...content.logos, sample: false },
      testimonials: { ...content.testimonials, sample: false },
      legal: { ...content.legal, sample: false },
    };
    expect(render(real)['landing.html']).not.toContain('not from real customers');
  });

  it('states each plan’s daily application cap in the terms', () => {
    const terms = textNodes(render()['terms.html']).join(' ');
    for (const plan of plans) expect(terms).toContain(`${plan.name} ${plan.dailyApplicationQuota}`);
  });
});

describe('promises follow the product (shared/capabilities.ts)', () => {
  const pricing = () => {
    const page = render()['landing.html'];
    return textNodes(page.slice(page.indexOf('id="pricing"'))).join('\n');
  };

  it('marks every plan line whose capability is not built "Coming soon", and no other', () => {
    const text = pricing();
    for (const plan of plans) {
      for (const line of planFeatureLines(plan)) {
        const at = text.indexOf(line.text);
        expect(at, line.text).toBeGreaterThanOrEqual(0);
        const next = text.slice(at + line.text.length).split('\n')[1];
        expect(next === 'Coming soon', line.text).toBe(line.comingSoon);
      }
    }
    expect(plans.flatMap(planFeatureLines).some((line) => line.comingSoon)).toBe(
      Object.values(capabilities).some((capability) => !capability.built),
    );
  });

  it('marks a line the moment its capability is not built, and drops the mark once it is', () => {
    const plan = plans.find((p) => p.features.some((f) => f.capability === 'interviewPreparation'));
    const line = plan?.features.find((f) => f.capability === 'interviewPreparation');
    expect(line).toBeDefined();
    const before = capabilities.interviewPreparation.built;
    const comingSoon = () =>
      (plan ? planFeatureLines(plan) : []).find((l) => l.text === line?.text)?.comingSoon;
    try {
      capabilities.interviewPreparation.built = false;
      expect(comingSoon()).toBe(true);
      capabilities.interviewPreparation.built = true;
      expect(comingSoon()).toBe(false);
    } finally {
      capabilities.interviewPreparation.built = before;
    }
  });

  it('marks the landing sections that describe unbuilt capabilities', () => {
    const page = textNodes(render()['landing.html']);
    for (const feature of content.features.items) {
      const at = page.indexOf(feature.name);
      const marked = page[at + 1] === 'Coming soon';
      expect(marked, feature.name).toBe(
        feature.capability !== undefined && !capabilities[feature.capability].built,
      );
    }
  });
});
