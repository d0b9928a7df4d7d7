/** Every client route in one place, so links and redirects cannot drift apart. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  subscribe: '/subscribe',
  subscriptionStatus: '/subscription-status',
  paymentSuccess: '/payment-success',
  aboutYou: '/main-app',
  dashboard: '/main-app/dashboard',
  jobSearch: '/main-app/job-search',
  jobs: '/main-app/jobs',
  jobDetail: '/main-app/jobs/:id',
  resumeBuilder: '/main-app-forms',
  documents: '/main-app/documents',
  packageEditor: '/main-app/documents/:id',
  applications: '/main-app/applications',
  applicationSettings: '/main-app/applications/settings',
  answerBank: '/main-app/applications/answers',
  application: '/main-app/applications/:id',
  /** Mirrors `interviewPrepPagePath` in shared/schemas/interview-prep.ts (the calendar links it). */
  interviewPrep: '/main-app/interview-prep/:id',
  account: '/main-app/account',
  profile: '/main-app/profile',
  settings: '/main-app/settings',
  adminSources: '/main-app/admin/sources',
  /** The built-in test checkout (test mode); the server hands out its full address. */
  testCheckout: '/test-checkout/:id',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** The editor of one tailored package. */
export const packageEditorPath = (id: string) =>
  paths.packageEditor.replace(':id', encodeURIComponent(id));

/** One application: its review, live progress, hand-off or receipt. */
export const applicationPath = (id: string) =>
  paths.application.replace(':id', encodeURIComponent(id));

/** The prep pack of one tracked application. */
export const interviewPrepPath = (itemId: string) =>
  paths.interviewPrep.replace(':id', encodeURIComponent(itemId));
