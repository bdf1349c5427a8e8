import { z } from 'zod';
import { chartAnswerOf } from '../chart-answer';
import { objectReplyOf, pageReplyOf } from '../envelope';
import { download, read, rowOf, type Reads } from '../reply';
import {
  cameraTreeSchema,
  gridCellSchema,
  monitorOverviewSchema,
  reportTableSchema,
  stakeSummarySchema,
} from './answers';
import { latestFix, packet, zdFix, znysFix } from './records';

/*
 * The compaction module's own reads (not its resources'), with the schema of each reply. Samples name what the
 * simulated site of the backend's tests has (seed 1, 2026-03-15 10:00): a work area of each monitor with a point
 * inside it, a roller of each kind, and windows short enough to keep the downloads small.
 */

/** A roller the raw-data pages choose from (bare JSON). */
const rollerChoice = z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() });

/** 压实合格率: per day and crew against the target line (`target`, %). */
export const passRatioAnswer = chartAnswerOf(['trend', 'byCrew']).extend({ target: z.number() });
/** 作业合规: speed, temperature, passes and vibration compliance per day and roller. */
export const complianceAnswer = chartAnswerOf(['trend', 'byDevice']);
/** 作业评分: the weighted score per day and crew, and the rollers ranked. */
export const workScoreAnswer = chartAnswerOf(['trend', 'ranking']).extend({
  weights: z.strictObject({ passes: z.number(), speed: z.number(), temperature: z.number(), vibration: z.number() }),
});
/** 设备状态统计 of the rollers and pavers: online share, work and idle hours, drop-outs, RTK share. */
export const deviceStateStatisticsAnswer = chartAnswerOf(['daily', 'byDevice']);

const window = 'start=2026-03-15%2009%3A50%3A00&end=2026-03-15%2009%3A59%3A59';

export const compactionReads: Reads = {
  '/api/znys/monitor/overview': read(objectReplyOf(monitorOverviewSchema)),
  '/api/zd/monitor/overview': read(objectReplyOf(monitorOverviewSchema)),
  '/api/znys/workArea/:id/grid': download('/api/znys/workArea/1001826/grid?metric=passes'),
  '/api/zd/workArea/:id/grid': download('/api/zd/workArea/4001987/grid?metric=vibPasses'),
  '/api/znys/workArea/:id/cell': read(objectReplyOf(gridCellSchema), '/api/znys/workArea/1001826/cell?x=1925&y=305'),
  '/api/zd/workArea/:id/cell': read(
    objectReplyOf(gridCellSchema),
    '/api/zd/workArea/4001987/cell?x=2362.071&y=406.149',
  ),
  '/api/znys/stakeSummary': read(objectReplyOf(stakeSummarySchema)),
  '/api/znys/stakeSummary/strip': download('/api/znys/stakeSummary/strip?metric=temp'),
  '/api/znys/fix/page': read(pageReplyOf(rowOf(znysFix)), `/api/znys/fix/page?deviceId=7&limit=50&${window}`),
  '/api/znys/fix/export': download(`/api/znys/fix/export?deviceId=7&${window}`),
  '/api/znys/fixDevice/all': read(z.array(rollerChoice)),
  '/api/zd/fix/page': read(pageReplyOf(rowOf(zdFix)), `/api/zd/fix/page?deviceId=19&limit=50&${window}`),
  '/api/zd/fix/export': download(`/api/zd/fix/export?deviceId=19&${window}`),
  '/api/zd/fixDevice/all': read(z.array(rollerChoice)),
  '/api/znys/fix/latest/page': read(pageReplyOf(rowOf(latestFix))),
  '/api/znys/fix/latest/export': download(),
  '/api/znys/packet/page': read(pageReplyOf(rowOf(packet)), `/api/znys/packet/page?limit=50&${window}`),
  '/api/znys/packet/export': download(`/api/znys/packet/export?${window}`),
  '/api/znys/packetDevice/all': read(z.array(rollerChoice)),
  '/api/znys/report/{type}': read(objectReplyOf(reportTableSchema), '/api/znys/report/workArea'),
  '/api/znys/report/{type}/export': download('/api/znys/report/stake/export?format=csv&lang=en'),
  '/api/znys/camera/tree': read(objectReplyOf(cameraTreeSchema)),
  '/api/znys/deviceState/statistics': read(objectReplyOf(deviceStateStatisticsAnswer)),
  '/api/trend/passRatio': read(objectReplyOf(passRatioAnswer)),
  '/api/trend/compliance': read(objectReplyOf(complianceAnswer)),
  '/api/trend/workScore': read(objectReplyOf(workScoreAnswer)),
};
