import type { ChannelTable } from '../run-application-attempt.ts';
import { manualChannel } from './manual.ts';
import { recruiteeChannel } from './recruitee.ts';

/**
 * The three channels of decision 057, by the name stored on each application. Until the browser
 * channel lands, a hosted form is prepared and then handed to the user to finish.
 */
export const applicationChannels: ChannelTable = {
  recruitee_api: recruiteeChannel,
  browser: manualChannel,
  manual: manualChannel,
};
