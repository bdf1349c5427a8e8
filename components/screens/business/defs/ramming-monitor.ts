import type { RammingMonitorDef } from '../resource-def';

/** 强夯 工艺监控 (DOMAIN.md §3.2 row 32). */
export const hjMonitor: RammingMonitorDef = { family: 'hj', factTopic: 'hj.hit' };

/** DDC 工艺监控 (DOMAIN.md §3.2 row 135). */
export const ddcMonitor: RammingMonitorDef = { family: 'ddc', factTopic: 'ddc.event' };
