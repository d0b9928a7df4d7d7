import type { Plan } from '../../../../shared/plans.ts';
import type { MarketingContent } from '../../../../shared/schemas/marketing.ts';
import { ClosingSection } from './closing-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { InboxExamples } from './inbox-examples.tsx';
import { LogoStrip } from './logo-strip.tsx';
import { PricingSection } from './pricing-section.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

export interface HomePageProps {
  content: MarketingContent;
  plans: readonly Plan[];
  year: number;
}

/** Spec §2 "/ (landing)", section by section; all copy comes from `content`. */
export function HomePage({ content, plans, year }: HomePageProps) {
  return (
    <>
      <SiteHeader />
      <main id="main">
        <HeroSection content={content} />
        <LogoStrip logos={content.logos} />
        <HowItWorks section={content.howItWorks} />
        <FeaturesSection section={content.features} />
        <InboxExamples section={content.emails} />
        <TestimonialsSection section={content.testimonials} />
        <PricingSection section={content.pricing} plans={plans} />
        <ClosingSection section={content.closing} />
      </main>
      <SiteFooter year={year} contactEmail={content.legal.contactEmail} />
    </>
  );
}
