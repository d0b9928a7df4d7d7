import type { ComponentType } from 'react';
import { paths } from '../lib/paths.ts';

/**
 * Every page's module, each its own chunk that loads when its route is first visited. Only
 * import() calls live here (and the paths): route-preload.ts imports this file before React and
 * the router have arrived, to start downloading the first screen's page at once.
 */
export const pageModules = {
  paymentSuccess: () => import('../features/billing/components/payment-success-page.tsx'),
  forgotPassword: () => import('../features/auth/components/forgot-password-page.tsx'),
  resetPassword: () => import('../features/auth/components/reset-password-page.tsx'),
  verifyEmail: () => import('../features/auth/components/verify-email-page.tsx'),
  login: () => import('../features/auth/components/login-page.tsx'),
  signup: () => import('../features/auth/components/signup-page.tsx'),
  subscribe: () => import('../features/billing/components/subscribe-page.tsx'),
  subscriptionStatus: () => import('../features/billing/components/subscription-status-page.tsx'),
  testCheckout: () => import('../features/billing/components/test-checkout-page.tsx'),
  adminSources: () => import('../features/admin/components/admin-sources-page.tsx'),
  appShell: () => import('../features/main-app/components/app-shell.tsx'),
  aboutYou: () => import('../features/main-app/components/about-you-page.tsx'),
  dashboard: () => import('../features/matches/components/dashboard-page.tsx'),
  jobSearch: () => import('../features/job-search/components/job-search-page.tsx'),
  jobs: () => import('../features/jobs/components/jobs-page.tsx'),
  jobDetail: () => import('../features/jobs/components/job-detail-page.tsx'),
  resumeBuilder: () => import('../features/main-app/components/resume-builder-page.tsx'),
  documents: () => import('../features/documents/components/documents-page.tsx'),
  packageEditor: () => import('../features/documents/components/package-editor-page.tsx'),
  applications: () => import('../features/applications/components/applications-page.tsx'),
  applicationSettings: () =>
    import('../features/applications/components/application-settings-page.tsx'),
  answerBank: () => import('../features/applications/components/answer-bank-page.tsx'),
  application: () => import('../features/applications/components/application-page.tsx'),
  interviewPrep: () => import('../features/interview-prep/components/interview-prep-page.tsx'),
  account: () => import('../features/billing/components/account-page.tsx'),
  profile: () => import('../features/profile/components/profile-summary-page.tsx'),
  settings: () => import('../features/profile/components/settings-page.tsx'),
  notFound: () => import('../components/errors/not-found-page.tsx'),
};

export type PageModuleName = keyof typeof pageModules;
type PageModule<N extends PageModuleName> = Awaited<ReturnType<(typeof pageModules)[N]>>;
/** The same loaders, typed so that loaders[name] is known to give PageModule<name>. */
const loaders: { [N in PageModuleName]: () => Promise<PageModule<N>> } = pageModules;

/**
 * A route's `lazy`: loads the named module and gives the router its component. The name rides
 * along (`pageModule`) so a test can check firstScreenModules against the route tree.
 */
export function lazyPage<N extends PageModuleName>(
  name: N,
  component: (module: PageModule<N>) => ComponentType,
) {
  const lazy = async () => ({ Component: component(await loaders[name]()) });
  return Object.assign(lazy, { pageModule: name });
}

const inShell = (page: PageModuleName): PageModuleName[] => ['appShell', page];

/** The modules the first screen of each path needs, as the route tree in router.tsx nests them. */
export const firstScreenModules: [path: string, modules: PageModuleName[]][] = [
  [paths.paymentSuccess, ['paymentSuccess']],
  [paths.forgotPassword, ['forgotPassword']],
  [paths.resetPassword, ['resetPassword']],
  [paths.verifyEmail, ['verifyEmail']],
  [paths.login, ['login']],
  [paths.signup, ['signup']],
  [paths.subscribe, ['subscribe']],
  [paths.subscriptionStatus, ['subscriptionStatus']],
  [paths.testCheckout, ['testCheckout']],
  [paths.adminSources, ['adminSources']],
  [paths.aboutYou, inShell('aboutYou')],
  [paths.dashboard, inShell('dashboard')],
  [paths.jobSearch, inShell('jobSearch')],
  [paths.jobs, inShell('jobs')],
  [paths.jobDetail, inShell('jobDetail')],
  [paths.resumeBuilder, inShell('resumeBuilder')],
  [paths.documents, inShell('documents')],
  [paths.packageEditor, inShell('packageEditor')],
  [paths.applications, inShell('applications')],
  [paths.applicationSettings, inShell('applicationSettings')],
  [paths.answerBank, inShell('answerBank')],
  [paths.application, inShell('application')],
  [paths.interviewPrep, inShell('interviewPrep')],
  [paths.account, inShell('account')],
  [paths.profile, inShell('profile')],
  [paths.settings, inShell('settings')],
];

/**
 * Whether `pathname` is an address of the route `path`, as React Router matches it: `:name`
 * segments match any one segment, letters match in either case, a trailing slash is ignored.
 */
export function pathMatches(path: string, pathname: string): boolean {
  const want = path.toLowerCase().split('/').filter(Boolean);
  const have = pathname.toLowerCase().split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith(':') || segment === have[index])
  );
}

/** The modules to fetch for the first screen of `pathname` (the not-found page when none). */
export function modulesForPath(pathname: string): PageModuleName[] {
  return firstScreenModules.find(([path]) => pathMatches(path, pathname))?.[1] ?? ['notFound'];
}
