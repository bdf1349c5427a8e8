import { generatedNotices, generatedTopics } from './pages.generated';

/** Live topics each page listens to while it is open (its manifest's `topics`). */
export const liveTopics: Readonly<Record<string, readonly string[]>> = generatedTopics;

/** Topics whose level-3 events notify a page's holders whether the page is open or not (its manifest's `notices`). */
export const noticeTopics: Readonly<Record<string, string>> = generatedNotices;
