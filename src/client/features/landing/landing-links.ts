import { paths } from '../../lib/paths.ts';

/**
 * Addresses used by the prerendered pages. They are plain links (full page loads): these pages
 * carry no router, and the client app takes over only once the visitor reaches /signup or /login.
 */
export const landingLinks = {
  home: paths.home,
  features: '#features',
  pricing: '#pricing',
  main: '#main',
  signup: paths.signup,
  login: paths.login,
  privacy: paths.privacy,
  terms: paths.terms,
} as const;

/** Without JavaScript a plan button still works: sign-up learns the plan from the address. */
export const planSignupHref = (planId: string) => `${paths.signup}?plan=${planId}`;
