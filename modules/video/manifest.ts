import { videoPages } from '@console/contract/video/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(videoPages, {
  spjkVideoMonitor: {
    kind: 'screen',
    screen: 'pages/video-wall-screen#VideoWallScreen',
    def: 'pages/video-walls#spjkVideoWall',
  },
  spjkVideoAccount: { kind: 'resource', def: 'pages/video-accounts#videoAccount' },
  znysRealtimeVideo: {
    kind: 'screen',
    screen: 'pages/video-wall-screen#VideoWallScreen',
    def: 'pages/video-walls#znysVideoWall',
  },
});
