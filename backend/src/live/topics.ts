import { topicMenus as pageTopicMenus } from '@console/contract/modules';
import { anyAlarmAudience } from '@console/contract/quality/audience';

/**
 * Who may listen to a topic: the holders of one of the menus of the pages that show it or are notified by it, as
 * the modules' page declarations say (`any`: every signed-in user: the simulator's clock). Topics not listed are
 * refused in the stream's `ready` event.
 */
export const topicMenus: Record<string, readonly string[] | 'any'> = {
  sim: 'any',
  ...pageTopicMenus(),
  // The notification centre in every page's header hears the alarms; each event still goes only to its domain's
  // audience.
  alarm: anyAlarmAudience,
};
