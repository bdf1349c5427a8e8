import { bigscreenPages } from '@console/contract/bigscreen/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(bigscreenPages, {
  szhsgScreenInfo: { kind: 'screen', screen: 'pages/big-screen#BigScreenScreen' },
  szhsgProgress: { kind: 'screen', screen: 'pages/progress-screen#ProgressScreen' },
  szhsgProgressDisplay: { kind: 'settings', def: 'pages/display-config#displayConfig' },
});
