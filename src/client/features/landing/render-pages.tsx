import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plan } from '../../../shared/plans.ts';
import type { PrerenderedFile } from '../../../shared/prerendered-pages.ts';
import { marketingContentSchema } from '../../../shared/schemas/marketing.ts';
import { HomePage } from './components/home-page.tsx';
import { PageDocument, type PageScript } from './components/page-document.tsx';
import { PrivacyPolicy } from './components/privacy-policy.tsx';
import { TermsOfService } from './components/terms-of-service.tsx';

export interface RenderPagesInput {
  /** content/marketing.json as read from disk; validated here, so a bad edit fails the build. */
  content: unknown;
  plans: readonly Plan[];
  css: string;
  /** The landing page's only script: plan-buttons.ts, bundled. */
  script: PageScript;
  year: number;
}

const html = (page: ReactNode) => `<!doctype html>${renderToStaticMarkup(page)}`;

/** Every prerendered page's HTML, by file name (see shared/prerendered-pages.ts). */
export function renderPages(input: RenderPagesInput): Record<PrerenderedFile, string> {
  const content = marketingContentSchema.parse(input.content);
  const { css, plans, year } = input;
  const { legal } = content;
  return {
    'landing.html': html(
      <PageDocument
        title="Hireloop: new jobs that fit you, every day"
        description={content.hero.lead}
        css={css}
        script={input.script}
      >
        <HomePage content={content} plans={plans} year={year} />
      </PageDocument>,
    ),
    'privacy.html': html(
      <PageDocument
        title="Privacy Policy · Hireloop"
        description="What Hireloop stores, why, who else handles it, and how to export or delete it."
        css={css}
      >
        <PrivacyPolicy legal={legal} year={year} />
      </PageDocument>,
    ),
    'terms.html': html(
      <PageDocument
        title="Terms & Conditions · Hireloop"
        description="The terms of a Hireloop subscription, including what automated applying does and does not do."
        css={css}
      >
        <TermsOfService legal={legal} plans={plans} year={year} />
      </PageDocument>,
    ),
  };
}
