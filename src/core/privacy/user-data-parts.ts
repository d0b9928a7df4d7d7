import { applyingUserDataPart } from '../applying/user-data-part.ts';
import { digestUserDataPart } from '../digest/user-data-part.ts';
import { extensionUserDataPart } from '../extension/user-data-part.ts';
import { interviewPrepUserDataPart } from '../interview-prep/user-data-part.ts';
import { llmUserDataPart } from '../llm/user-data-part.ts';
import { matchingUserDataPart } from '../matching/user-data-part.ts';
import { notificationsUserDataPart } from '../notifications/user-data-part.ts';
import { tailoringUserDataPart } from '../tailoring/user-data-part.ts';
import { trackerUserDataPart } from '../tracker/user-data-part.ts';
import { accountPart } from './account-part.ts';
import { billingPart } from './billing-part.ts';
import { eeoPart } from './eeo-part.ts';
import { profilePart } from './profile-part.ts';
import type { UserDataPart } from './user-data-part.ts';

/**
 * Every feature that stores user data registers its part here. The export-completeness test
 * (tests/integration/account-data.test.ts) fails when a table with a user id is in no part.
 */
export const userDataParts: readonly UserDataPart[] = [
  accountPart,
  billingPart,
  profilePart,
  eeoPart,
  matchingUserDataPart,
  tailoringUserDataPart,
  llmUserDataPart,
  applyingUserDataPart,
  extensionUserDataPart,
  digestUserDataPart,
  trackerUserDataPart,
  interviewPrepUserDataPart,
  notificationsUserDataPart,
];
