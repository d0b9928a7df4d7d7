import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../components/errors/not-found-page.tsx';
import { RouteErrorPage } from '../components/errors/route-error-page.tsx';
import { AdminSourcesPage } from '../features/admin/components/admin-sources-page.tsx';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import { SignupPage } from '../features/auth/components/signup-page.tsx';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page.tsx';
import { AccountPage } from '../features/billing/components/account-page.tsx';
import { PaymentSuccessPage } from '../features/billing/components/payment-success-page.tsx';
import { SubscribePage } from '../features/billing/components/subscribe-page.tsx';
import { SubscriptionStatusPage } from '../features/billing/components/subscription-status-page.tsx';
import { TestCheckoutPage } from '../features/billing/components/test-checkout-page.tsx';
import { JobSearchPage } from '../features/job-search/components/job-search-page.tsx';
import { JobDetailPage } from '../features/jobs/components/job-detail-page.tsx';
import { JobsPage } from '../features/jobs/components/jobs-page.tsx';
import { AboutYouPage } from '../features/main-app/components/about-you-page.tsx';
import { AppShell } from '../features/main-app/components/app-shell.tsx';
import { ResumeBuilderPage } from '../features/main-app/components/resume-builder-page.tsx';
import { DashboardPage } from '../features/matches/components/dashboard-page.tsx';
import { ProfileSummaryPage } from '../features/profile/components/profile-summary-page.tsx';
import { SettingsPage } from '../features/profile/components/settings-page.tsx';
import { paths } from '../lib/paths.ts';
import { AuthGate } from './auth-gate.tsx';
import { RequireSignedIn, SignedOutOnly } from './route-guards.tsx';

export const router = createBrowserRouter([
  {
    element: <AuthGate />,
    errorElement: <RouteErrorPage />,
    children: [
      // `/`, `/privacy` and `/terms` are prerendered HTML the server sends (features/landing),
      // so this router never draws them; links to them load the whole page.
      { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      {
        element: <SignedOutOnly />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.signup, element: <SignupPage /> },
        ],
      },
      {
        element: <RequireSignedIn />,
        children: [
          { path: paths.subscribe, element: <SubscribePage /> },
          { path: paths.subscriptionStatus, element: <SubscriptionStatusPage /> },
          { path: paths.testCheckout, element: <TestCheckoutPage /> },
          // Outside the shell: administrators need not hold a subscription.
          { path: paths.adminSources, element: <AdminSourcesPage /> },
          {
            element: <AppShell />,
            children: [
              { path: paths.aboutYou, element: <AboutYouPage /> },
              { path: paths.dashboard, element: <DashboardPage /> },
              { path: paths.jobSearch, element: <JobSearchPage /> },
              { path: paths.jobs, element: <JobsPage /> },
              { path: paths.jobDetail, element: <JobDetailPage /> },
              { path: paths.resumeBuilder, element: <ResumeBuilderPage /> },
              { path: paths.account, element: <AccountPage /> },
              { path: paths.profile, element: <ProfileSummaryPage /> },
              { path: paths.settings, element: <SettingsPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
