import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { Profile } from '../../../../shared/schemas/profile.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../lib/paths.ts';
import { AppPage } from '../../main-app/components/app-page.tsx';
import { profileQuery } from '../api/profile.ts';
import {
  EntryListSection,
  OtherNotes,
  SkillChips,
  SummaryDetails,
} from './profile-summary-sections.tsx';

const hasAnyData = (profile: Profile) =>
  Boolean(profile.fullName || profile.phone || profile.linkedIn) ||
  profile.education.length + profile.workExperience.length + profile.skills.length > 0 ||
  profile.otherNotes !== '';

/** The read-only profile (spec §2 Profile summary screen); the builder is where it changes. */
export function ProfileSummaryPage() {
  const query = useQuery(profileQuery);
  if (query.data && !query.data.profile) return <Navigate to={paths.resumeBuilder} replace />;
  const profile = query.data?.profile;
  return (
    <AppPage title="Profile">
      {query.error ? (
        <p role="alert" className="font-medium text-red-700">
          Error fetching data
        </p>
      ) : !profile ? (
        <Spinner label="Loading your profile…" />
      ) : !hasAnyData(profile) ? (
        <p className="text-slate-700">No user data available</p>
      ) : (
        <div className="space-y-6">
          <SummaryDetails profile={profile} accountEmail={query.data?.accountEmail ?? ''} />
          <EntryListSection
            title="Education"
            empty="No education added."
            entries={profile.education.map((entry) => ({
              heading: `${entry.degree}, ${entry.school}`,
              lines: [entry.schoolCityState, period(entry.startDate, entry.endDate)],
              description: entry.description,
            }))}
          />
          <EntryListSection
            title="Work Experience"
            empty="No work experience added."
            entries={profile.workExperience.map((entry) => ({
              heading: entry.formattedTitle,
              lines: [entry.company, entry.location],
              description: entry.description,
            }))}
          />
          <SkillChips skills={profile.skills} />
          <OtherNotes notes={profile.otherNotes} />
        </div>
      )}
      <div className="mt-6">
        <LinkButton to={paths.resumeBuilder}>Edit Profile</LinkButton>
      </div>
    </AppPage>
  );
}

/** "2018-09" → "September 2018"; months are calendar months, not instants, hence UTC. */
const monthYear = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const period = (start: string, end: string) =>
  start && end
    ? `${monthYear(start)} to ${monthYear(end)}`
    : start
      ? `${monthYear(start)} Present`
      : end
        ? `Until ${monthYear(end)}`
        : '';
