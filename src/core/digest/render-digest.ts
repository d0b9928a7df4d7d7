// One package per element, not @react-email/components: that one also loads Tailwind, Prism and
// every other element, most of a second of every process's start-up (docs/performance.md).
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
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

/** A status change since the last digest, in the words the app's notification used. */
export interface DigestUpdate {
  text: string;
  url: string;
}

export interface DigestReminder {
  dueOn: string;
  text: string;
  /** "Charge Nurse at Ascension Seton" */
  about: string;
  url: string;
}

export interface DigestContent {
  matches: DigestMatch[];
  applications: DigestApplication[];
  statusChanges: DigestUpdate[];
  reminders: DigestReminder[];
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

function updateBlock(update: DigestUpdate, index: number): ReactNode {
  return h(
    Text,
    { key: `s${index}`, style: { fontSize: '15px', margin: '0 0 8px' } },
    h(Link, { href: update.url }, update.text),
  );
}

function reminderBlock(reminder: DigestReminder, index: number): ReactNode {
  return h(
    Text,
    { key: `r${index}`, style: { fontSize: '15px', margin: '0 0 8px' } },
    `${reminder.dueOn}: ${reminder.text} (`,
    h(Link, { href: reminder.url }, reminder.about),
    ')',
  );
}

/** Nothing to say: the day is recorded empty and no mail goes out (decision 066). */
export const isEmptyDigest = (content: DigestContent) =>
  content.matches.length +
    content.applications.length +
    content.statusChanges.length +
    content.reminders.length ===
  0;

const section = (title: string, blocks: ReactNode[]) =>
  blocks.length > 0 &&
  h(Section, null, h(Heading, { as: 'h2', style: { fontSize: '20px' } }, title), blocks);

/** Each kind is one field of `DigestContent` (filled by `buildDigest`) and one section here. */
function DigestEmail(content: DigestContent): ReactNode {
  const preview = digestSubject(content).replace('Hireloop: ', '');
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
        section('New matches', content.matches.map(matchBlock)),
        section('Applications waiting for you', content.applications.map(applicationBlock)),
        section('What changed', content.statusChanges.map(updateBlock)),
        section('Reminders due', content.reminders.map(reminderBlock)),
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
  if (count > 0) return `Hireloop: ${count} new match${count === 1 ? '' : 'es'} for you`;
  if (content.applications.length > 0) return 'Hireloop: applications waiting for you';
  if (content.statusChanges.length > 0) return 'Hireloop: news about your applications';
  return 'Hireloop: reminders due today';
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
