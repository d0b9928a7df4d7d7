import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type ReactNode } from 'react';

export interface DigestMatch {
  title: string;
  company: string;
  /** The reason stored with the match when it was found (what the match list shows first). */
  reason: string;
  jobUrl: string;
  likeUrl: string;
  dislikeUrl: string;
}

export interface DigestApplication {
  title: string;
  company: string;
  /** What the user is asked to do, in words. */
  needs: string;
  url: string;
}

export interface DigestContent {
  matches: DigestMatch[];
  applications: DigestApplication[];
  settingsUrl: string;
  unsubscribeUrl: string;
}

const muted = { color: '#52525b', fontSize: '14px', margin: '4px 0' };

function matchBlock(match: DigestMatch, index: number): ReactNode {
  return h(
    Section,
    { key: `m${index}`, style: { margin: '0 0 16px' } },
    h(
      Text,
      { style: { fontSize: '16px', fontWeight: 600, margin: '0' } },
      h(Link, { href: match.jobUrl }, match.title),
      ` at ${match.company}`,
    ),
    h(Text, { style: muted }, match.reason),
    h(
      Text,
      { style: { fontSize: '14px', margin: '4px 0' } },
      h(Link, { href: match.likeUrl }, 'More like this'),
      ' · ',
      h(Link, { href: match.dislikeUrl }, 'Fewer like this'),
    ),
  );
}

function applicationBlock(application: DigestApplication, index: number): ReactNode {
  return h(
    Text,
    { key: `a${index}`, style: { fontSize: '15px', margin: '0 0 8px' } },
    h(Link, { href: application.url }, `${application.title} at ${application.company}`),
    `: ${application.needs}`,
  );
}

/**
 * The seam for later kinds (status changes and reminders from the tracker, issue 15 §1): each is
 * one more section here and one more field of `DigestContent`, filled by `buildDigest`.
 */
function DigestEmail(content: DigestContent): ReactNode {
  const preview =
    content.matches.length > 0
      ? `${content.matches.length} new match${content.matches.length === 1 ? '' : 'es'} for you`
      : 'Applications waiting for you';
  return h(
    Html,
    { lang: 'en' },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      { style: { fontFamily: 'Arial, sans-serif', backgroundColor: '#ffffff', color: '#18181b' } },
      h(
        Container,
        { style: { maxWidth: '560px', padding: '16px' } },
        content.matches.length > 0 &&
          h(
            Section,
            null,
            h(Heading, { as: 'h2', style: { fontSize: '20px' } }, 'New matches'),
            content.matches.map(matchBlock),
          ),
        content.applications.length > 0 &&
          h(
            Section,
            null,
            h(Heading, { as: 'h2', style: { fontSize: '20px' } }, 'Applications waiting for you'),
            content.applications.map(applicationBlock),
          ),
        h(Hr, null),
        h(
          Text,
          { style: muted },
          h(Link, { href: content.settingsUrl }, 'Change how often this comes'),
          ' · ',
          h(Link, { href: content.unsubscribeUrl }, 'Unsubscribe'),
        ),
      ),
    ),
  );
}

export function digestSubject(content: DigestContent): string {
  const count = content.matches.length;
  if (count === 0) return 'Hireloop: applications waiting for you';
  return `Hireloop: ${count} new match${count === 1 ? '' : 'es'} for you`;
}

/**
 * Both parts come from the one React Email template (decision 066): React escapes every text
 * from feeds and profiles in the HTML, and the text part is the same content as plain text.
 */
export async function renderDigest(
  content: DigestContent,
): Promise<{ subject: string; html: string; text: string }> {
  const element = h(DigestEmail, content);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: digestSubject(content), html, text };
}
