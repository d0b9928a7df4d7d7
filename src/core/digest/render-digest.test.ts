import { describe, expect, it } from 'vitest';
import { type DigestContent, renderDigest } from './render-digest.ts';

const match = (n: number) => ({
  title: `Registered nurse ${n} <night shift>`,
  company: `Clinic ${n} & Co`,
  reason: `Reason ${n}: your ICU years`,
  jobUrl: `https://app.test/main-app/jobs/j${n}`,
  likeUrl: `https://app.test/api/digest/feedback?token=like${n}`,
  dislikeUrl: `https://app.test/api/digest/feedback?token=dislike${n}`,
});
const content: DigestContent = {
  matches: [1, 2, 3, 4, 5].map(match),
  applications: [
    {
      title: 'Charge nurse',
      company: 'Mercy',
      needs: 'ready for your review',
      url: 'https://app.test/main-app/applications/a1',
    },
  ],
  statusChanges: [
    { text: 'Ward nurse at Mercy was sent', url: 'https://app.test/main-app/applications/a2' },
  ],
  reminders: [
    {
      dueOn: '2026-11-29',
      text: 'Call <Dana> back',
      about: 'Night nurse at Baylor',
      url: 'https://app.test/main-app/applications?view=tracker',
    },
  ],
  settingsUrl: 'https://app.test/main-app/settings',
  unsubscribeUrl: 'https://app.test/api/digest/unsubscribe?token=u',
};

describe('digest template', () => {
  it('puts every match title, reason and link in the text part', async () => {
    const { text, subject } = await renderDigest(content);
    expect(subject).toBe('Hireloop: 5 new matches for you');
    for (const item of content.matches) {
      expect(text).toContain(item.title);
      expect(text).toContain(item.reason);
      expect(text).toContain(item.likeUrl);
      expect(text).toContain(item.dislikeUrl);
    }
    expect(text).toContain('Charge nurse at Mercy');
    expect(text).toContain(content.unsubscribeUrl);
  });

  it('escapes text from feeds in the HTML part', async () => {
    const { html } = await renderDigest(content);
    expect(html).toContain('Registered nurse 1 &lt;night shift&gt;');
    expect(html).not.toContain('<night shift>');
    expect(html).toContain('href="https://app.test/api/digest/feedback?token=like1"');
  });

  it('carries status changes and due reminders, reminder text escaped in the HTML', async () => {
    const { text, html } = await renderDigest(content);
    expect(text).toMatch(/what changed/i);
    expect(text).toContain('Ward nurse at Mercy was sent');
    expect(text).toContain('2026-11-29: Call <Dana> back');
    expect(html).toContain('Call &lt;Dana&gt; back');
    expect(html).toContain('href="https://app.test/main-app/applications?view=tracker"');
  });

  it('names what there is in the subject when there are no matches', async () => {
    const none = { ...content, matches: [], applications: [] };
    expect((await renderDigest(none)).subject).toBe('Hireloop: news about your applications');
    expect((await renderDigest({ ...none, statusChanges: [] })).subject).toBe(
      'Hireloop: reminders due today',
    );
  });

  it('leaves out a section with nothing in it', async () => {
    const { text, subject } = await renderDigest({ ...content, matches: [] });
    expect(text).not.toMatch(/new matches/i);
    expect(subject).toBe('Hireloop: applications waiting for you');
  });
});
