import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../components/errors/route-error-page.tsx';
import { paths } from '../lib/paths.ts';
import { lazyPage } from './page-modules.ts';
import { RootLayout } from './root-layout.tsx';
import { RequireSignedIn, SignedOutOnly } from './route-guards.tsx';
import { AppLoading } from './route-loading.tsx';

// Every page is its own chunk (page-modules.ts), loaded when its route is first visited: a first
// screen loads the libraries, the auth gate and one page, not the whole app (decision 030). The
// router waits for a route's chunks before it draws anything of it, so no guard shows a page it
// is about to leave. On the first load AppLoading fills that wait; later the current page stays
// on screen, with RouteLoadingIndicator in a corner if it takes a moment. A chunk that fails to
// load (a deploy replaced it) is a route error: RouteErrorPage offers to reload.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: AppLoading,
    errorElement: <RouteErrorPage />,
    children: [
      // `/`, `/privacy` and `/terms` are prerendered HTML the server sends (features/landing),
      // so this router never draws them; links to them load the whole page.
      { path: paths.paymentSuccess, lazy: lazyPage('paymentSuccess', (m) => m.PaymentSuccessPage) },
      { path: paths.forgotPassword, lazy: lazyPage('forgotPassword', (m) => m.ForgotPasswordPage) },
      { path: paths.resetPassword, lazy: lazyPage('resetPassword', (m) => m.ResetPasswordPage) },
      { path: paths.verifyEmail, lazy: lazyPage('verifyEmail', (m) => m.VerifyEmailPage) },
      {
        element: <SignedOutOnly />,
        children: [
          { path: paths.login, lazy: lazyPage('login', (m) => m.LoginPage) },
          { path: paths.signup, lazy: lazyPage('signup', (m) => m.SignupPage) },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          { path: paths.subscribe, lazy: lazyPage('subscribe', (m) => m.SubscribePage) },
          {
            path: paths.subscriptionStatus,
            lazy: lazyPage('subscriptionStatus', (m) => m.SubscriptionStatusPage),
          },
          { path: paths.testCheckout, lazy: lazyPage('testCheckout', (m) => m.TestCheckoutPage) },
          // Outside the shell: administrators need not hold a subscription.
          { path: paths.adminSources, lazy: lazyPage('adminSources', (m) => m.AdminSourcesPage) },
          {
            // The shell's chunk loads beside the page's, not before it.
            lazy: lazyPage('appShell', (m) => m.AppShell),
            children: [
              { path: paths.aboutYou, lazy: lazyPage('aboutYou', (m) => m.AboutYouPage) },
              { path: paths.dashboard, lazy: lazyPage('dashboard', (m) => m.DashboardPage) },
              { path: paths.jobSearch, lazy: lazyPage('jobSearch', (m) => m.JobSearchPage) },
              { path: paths.jobs, lazy: lazyPage('jobs', (m) => m.JobsPage) },
              { path: paths.jobDetail, lazy: lazyPage('jobDetail', (m) => m.JobDetailPage) },
              {
                path: paths.resumeBuilder,
                lazy: lazyPage('resumeBuilder', (m) => m.ResumeBuilderPage),
              },
              { path: paths.documents, lazy: lazyPage('documents', (m) => m.DocumentsPage) },
              {
                path: paths.packageEditor,
                lazy: lazyPage('packageEditor', (m) => m.PackageEditorPage),
              },
              {
                path: paths.applications,
                lazy: lazyPage('applications', (m) => m.ApplicationsPage),
              },
              {
                path: paths.applicationSettings,
                lazy: lazyPage('applicationSettings', (m) => m.ApplicationSettingsPage),
              },
              { path: paths.answerBank, lazy: lazyPage('answerBank', (m) => m.AnswerBankPage) },
              {
                path: paths.application,
                lazy: lazyPage('application', (m) => m.ApplicationPage),
              },
              {
                path: paths.interviewPrep,
                lazy: lazyPage('interviewPrep', (m) => m.InterviewPrepPage),
              },
              { path: paths.account, lazy: lazyPage('account', (m) => m.AccountPage) },
              { path: paths.profile, lazy: lazyPage('profile', (m) => m.ProfileSummaryPage) },
              { path: paths.settings, lazy: lazyPage('settings', (m) => m.SettingsPage) },
            ],
          },
        ],
      },
      { path: '*', lazy: lazyPage('notFound', (m) => m.NotFoundPage) },
    ],
  },
];
