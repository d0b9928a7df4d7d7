import type { ReactNode } from 'react';
import type { Profile } from '../../../../shared/schemas/profile.ts';

const NOT_PROVIDED = 'Not provided';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `summary-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Full Name, Email and Phone, each "Not provided" when empty (spec §2). */
export function SummaryDetails({
  profile,
  accountEmail,
}: {
  profile: Profile;
  accountEmail: string;
}) {
  const details = [
    ['Full Name', profile.fullName],
    ['Email', accountEmail],
    ['Phone', profile.phone],
    ['LinkedIn', profile.linkedIn],
  ] as const;
  return (
    <Section title="Profile Summary">
      <dl className="grid gap-4 sm:grid-cols-2">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd
              className={`mt-1 break-words ${value ? 'font-medium text-slate-900' : 'text-slate-500'}`}
            >
              {value || NOT_PROVIDED}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

type SummaryEntry = { heading: string; lines: string[]; description: string };

export function EntryListSection({
  title,
  empty,
  entries,
}: {
  title: string;
  empty: string;
  entries: SummaryEntry[];
}) {
  return (
    <Section title={title}>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {entries.map((entry, index) => (
            // Entries have no id of their own and never reorder on this read-only page.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="py-3 first:pt-0 last:pb-0">
              <h3 className="font-semibold text-slate-900">{entry.heading}</h3>
              {entry.lines.filter(Boolean).map((line) => (
                <p key={line} className="text-sm text-slate-700">
                  {line}
                </p>
              ))}
              {entry.description ? (
                <p className="mt-1 whitespace-pre-line text-sm text-slate-600">
                  {entry.description}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function SkillChips({ skills }: { skills: string[] }) {
  return (
    <Section title="Skills">
      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">No skills added.</p>
      ) : (
        <ul aria-label="Skills" className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-800 ring-1 ring-indigo-200"
            >
              {skill}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The "other sections" note (projects, honours, languages...), as the user wrote it. */
export function OtherNotes({ notes }: { notes: string }) {
  return (
    <Section title="Other Sections">
      {notes ? (
        <p className="whitespace-pre-line break-words text-sm text-slate-700">{notes}</p>
      ) : (
        <p className="text-sm text-slate-600">No other sections added.</p>
      )}
    </Section>
  );
}
