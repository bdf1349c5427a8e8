import { defineModule } from '@/lib/routes/manifest';

export default defineModule({
  code: 'video',
  groups: [{ code: 'spjkManager', title: { zh: '视频监控', en: 'Video Surveillance' }, icon: 'video', order: 4 }],
  pages: [
    {
      code: 'spjkVideoMonitorManager',
      group: 'spjkManager',
      order: 2,
      title: { zh: '视频监控', en: 'Video Monitoring' },
      body: {
        kind: 'screen',
        screen: 'pages/video-wall-screen#VideoWallScreen',
        def: 'pages/video-walls#spjkVideoWall',
      },
      topics: ['spjk.status'],
    },
    {
      code: 'spjkVideoAccountManager',
      group: 'spjkManager',
      order: 3,
      title: { zh: '视频账号管理', en: 'Video Accounts' },
      body: { kind: 'resource', def: 'pages/video-accounts#videoAccount' },
    },
    {
      code: 'znysRealtimeVideoManager',
      group: 'znysManager',
      order: 6,
      title: { zh: '实时视频', en: 'Real-time Video' },
      body: {
        kind: 'screen',
        screen: 'pages/video-wall-screen#VideoWallScreen',
        def: 'pages/video-walls#znysVideoWall',
      },
      topics: ['spjk.status'],
    },
  ],
});
