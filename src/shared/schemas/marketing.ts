import { z } from 'zod';
import { capabilityIds } from '../capabilities.ts';

/**
 * The shape of content/marketing.json: every line of landing-page copy an operator may edit.
 * Claims (client counts, testimonials, employer names, example e-mails) live only in that file,
 * never in the page templates, so nobody ships a number or a quote that no one stands behind.
 */
const text = z.string().trim().min(1);
const lines = z.array(text).min(1);

/** Parts that ship as placeholders carry `sample: true`; the page labels them as illustrative. */
const sampleFlag = z.boolean();

export const wordmarkShapes = ['circle', 'square', 'triangle', 'diamond', 'bars', 'ring'] as const;

const wordmarkSchema = z.object({
  name: text,
  shape: z.enum(wordmarkShapes),
  style: z.enum(['sans', 'serif', 'mono', 'caps']),
});

/**
 * Copy that describes a capability names it: the page marks it "Coming soon" until that
 * capability is built (shared/capabilities.ts), so this file never has to be edited to stay true.
 */
const capability = z.enum(capabilityIds).optional();
const stepSchema = z.object({ title: text, body: text, capability });
const featureSchema = z.object({ name: text, body: text, points: lines, capability });
const matchSchema = z.object({ title: text, employer: text, place: text, reasons: lines });
const emailSchema = z.object({ from: text, subject: text, body: text, capability });
const testimonialSchema = z.object({ quote: text, name: text, role: text });

export const marketingContentSchema = z
  .object({
    _note: text,
    /** True while any part below is still a placeholder; must agree with the parts' flags. */
    sample: z.boolean(),
    hero: z.object({
      eyebrow: text,
      title: text,
      lead: text,
      previewHeading: text,
      preview: z.array(matchSchema).min(1).max(3),
    }),
    /** The spec's "20,000+ clients": shown only when `show` is true, i.e. when it is true. */
    clients: z.object({ claim: text, show: z.boolean(), sample: sampleFlag }),
    logos: z.object({
      heading: text,
      sample: sampleFlag,
      wordmarks: z.array(wordmarkSchema).min(3),
    }),
    howItWorks: z.object({ heading: text, lead: text, steps: z.array(stepSchema).length(4) }),
    features: z.object({ heading: text, lead: text, items: z.array(featureSchema).length(3) }),
    emails: z.object({ heading: text, lead: text, items: z.array(emailSchema).min(1) }),
    testimonials: z.object({
      heading: text,
      sample: sampleFlag,
      items: z.array(testimonialSchema).min(1),
    }),
    pricing: z.object({ heading: text, lead: text, note: text }),
    closing: z.object({ heading: text, lead: text }),
    legal: z.object({
      /** ISO date the privacy policy and terms last changed. */
      updated: z.iso.date(),
      operator: text,
      contactEmail: z.email(),
      sample: sampleFlag,
    }),
  })
  .refine(
    (content) =>
      content.sample ===
      [content.clients, content.logos, content.testimonials, content.legal].some((p) => p.sample),
    { message: '`sample` must be true exactly when some part is still marked `sample: true`.' },
  );

export type MarketingContent = z.infer<typeof marketingContentSchema>;
export type Wordmark = z.infer<typeof wordmarkSchema>;
