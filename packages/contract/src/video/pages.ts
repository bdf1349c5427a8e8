import { definePages } from '../page';

/** The video module's sidebar groups and pages. */
export const videoPages = definePages({
  code: 'video',
  groups: [{ code: 'spjkManager', title: { zh: '视频监控', en: 'Video Surveillance' }, icon: 'video', order: 4 }],
  pages: {
    spjkVideoMonitor: {
      code: 'spjkVideoMonitorManager',
      group: 'spjkManager',
      order: 2,
      title: { zh: '视频监控', en: 'Video Monitoring' },
      topics: ['spjk.status'],
    },
    spjkVideoAccount: {
      code: 'spjkVideoAccountManager',
      group: 'spjkManager',
      order: 3,
      title: { zh: '视频账号管理', en: 'Video Accounts' },
    },
    znysRealtimeVideo: {
      code: 'znysRealtimeVideoManager',
      group: 'znysManager',
      order: 6,
      title: { zh: '实时视频', en: 'Real-time Video' },
      topics: ['spjk.status'],
    },
  },
});
