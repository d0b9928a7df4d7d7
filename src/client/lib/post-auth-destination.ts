import { paths } from './paths.ts';

// Checkout (a later billing issue) stores 'success' here when a visitor paid before signing in;
// the next arrival in the app then shows the confirmed subscription first (spec §4).
const CHECKOUT_STATUS_KEY = 'subscriptionStatus';
const confirmedCheckoutPath = `${paths.subscriptionStatus}?status=success`;

function checkoutSucceeded() {
  try {
    return sessionStorage.getItem(CHECKOUT_STATUS_KEY) === 'success';
  } catch {
    return false; // storage can be blocked (privacy settings); then there is nothing to resume
  }
}

/**
 * Where a signed-in visitor of /login or /signup, or a user who has just signed in, goes; a new
 * account too, since sign-up is followed by a log-in (decision 033).
 */
export function signedInHomePath() {
  return checkoutSucceeded() ? confirmedCheckoutPath : paths.subscribe;
}

/** The stored checkout result is used once. */
export function forgetCheckoutStatus() {
  try {
    sessionStorage.removeItem(CHECKOUT_STATUS_KEY);
  } catch {
    // nothing stored, nothing to forget
  }
}
