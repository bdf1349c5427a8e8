import { chartAnswerOf } from '../chart-answer';
import { objectReplyOf } from '../envelope';
import { read, type Reads } from '../reply';
import {
  areaAnalysisSchema,
  areaPilesSchema,
  areaPointsSchema,
  pileEventsSchema,
  pointHitsSchema,
  ramOverviewSchema,
} from './answers';

/*
 * The module's own reads (not its resources'), with the schema of each reply. Samples name what the simulated site
 * of the backend's tests has (seed 1, 2026-03-15 10:00): hj area 1 (HJ-A1) with point 203 rammed, DDC area 7
 * (DDC-B1) with pile 1129 built.
 */

/** 数据统计: points and hits per day, points by their hit count and by their total settlement. */
export const rammingStatisticsAnswer = chartAnswerOf(['daily', 'hitsPerPoint', 'settlement']);
/** 工作量统计: points, hits, working hours, energy and low drops per rig and day. */
export const rammingWorkAnswer = chartAnswerOf(['daily', 'byDevice']);

export const rammingReads: Reads = {
  '/api/hj/monitor/overview': read(objectReplyOf(ramOverviewSchema)),
  '/api/ddc/monitor/overview': read(objectReplyOf(ramOverviewSchema)),
  '/api/hj/monitor/area/:id': read(objectReplyOf(areaPointsSchema), '/api/hj/monitor/area/1'),
  '/api/ddc/monitor/area/:id': read(objectReplyOf(areaPilesSchema), '/api/ddc/monitor/area/7'),
  '/api/hj/point/:id/hits': read(objectReplyOf(pointHitsSchema), '/api/hj/point/203/hits'),
  '/api/ddc/pile/:id/events': read(objectReplyOf(pileEventsSchema), '/api/ddc/pile/1129/events'),
  '/api/hj/analysis/area/:id': read(objectReplyOf(areaAnalysisSchema), '/api/hj/analysis/area/1'),
  '/api/ddc/analysis/area/:id': read(objectReplyOf(areaAnalysisSchema), '/api/ddc/analysis/area/7'),
  '/api/hj/summary': read(objectReplyOf(rammingStatisticsAnswer)),
  '/api/hj/work': read(objectReplyOf(rammingWorkAnswer)),
};
