import type { RammingMonitorDef } from '../screen-defs';

/** 强夯 工艺监控. */
export const hjMonitor: RammingMonitorDef = { family: 'hj', factTopic: 'hj.hit', posTopic: 'hj.pos' };

/** DDC 工艺监控. */
export const ddcMonitor: RammingMonitorDef = { family: 'ddc', factTopic: 'ddc.event', posTopic: 'ddc.pos' };

/** 强夯 数据分析. */
export const hjAnalysis: RammingMonitorDef = { family: 'hj', factTopic: 'hj.hit', analysis: true };

/** DDC 数据分析. */
export const ddcAnalysis: RammingMonitorDef = { family: 'ddc', factTopic: 'ddc.event', analysis: true };
