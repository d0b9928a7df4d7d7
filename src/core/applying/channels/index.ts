import type { AppConfig } from '../../config/load-config.ts';
import type { ChannelTable } from '../run-application-attempt.ts';
import { browserChannel } from './browser.ts';
import { manualChannel } from './manual.ts';
import { recruiteeChannel } from './recruitee.ts';

/** The three channels of decision 057, by the name stored on each application. */
export function applicationChannels(config: Pick<AppConfig, 'applying'>): ChannelTable {
  return {
    recruitee_api: recruiteeChannel,
    browser: browserChannel(config.applying.chromePath),
    manual: manualChannel,
  };
}
