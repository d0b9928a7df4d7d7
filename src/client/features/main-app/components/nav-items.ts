import { paths } from '../../../lib/paths.ts';

/** The main app's sections, in sidebar order (spec §2 Main app shell). */
export const navItems = [
  { to: paths.aboutYou, label: 'About You', end: true },
  { to: paths.dashboard, label: 'Dashboard', end: false },
  { to: paths.jobSearch, label: 'Job Search', end: false },
  { to: paths.profile, label: 'Profile', end: false },
  { to: paths.jobs, label: 'Jobs', end: false },
  { to: paths.documents, label: 'Documents', end: false },
  { to: paths.applications, label: 'Applications', end: false },
  { to: paths.account, label: 'Account', end: false },
  { to: paths.settings, label: 'Settings', end: false },
] as const;
