import { plantsPages } from '@console/contract/plants/pages';
import { defineModule } from '@/lib/routes/manifest';

/**
 * What draws each of the module's pages (declared in the contract): a kit kind with its definition, or a screen of its
 * own.
 */
export default defineModule(plantsPages, {
  bhz: { kind: 'tabs', def: 'pages/plant-config#plantConfig' },
  sntzQuery: { kind: 'resource', def: 'pages/batches#snBatches' },
  sntzStatistics: { kind: 'stats', def: 'pages/plant-stats#snStatistics' },
  sntzAnalysis: { kind: 'stats', def: 'pages/plant-stats#snAnalysis' },
  lqzQuery: { kind: 'resource', def: 'pages/batches#lqBatches' },
  lqzStatistics: { kind: 'stats', def: 'pages/plant-stats#lqStatistics' },
  lqzAnalysis: { kind: 'stats', def: 'pages/plant-stats#lqAnalysis' },
  swzQuery: { kind: 'resource', def: 'pages/batches#swBatches' },
  swzStatistics: { kind: 'stats', def: 'pages/plant-stats#swStatistics' },
  swzAnalysis: { kind: 'stats', def: 'pages/plant-stats#swAnalysis' },
});
