import * as declared from '@console/contract/ramming/settings';
import type { Text } from '@console/contract/field';
import type { Resource } from '@console/contract/resource';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ColumnDef, SettingsScreenDef } from '@/components/kit/screen-defs';

// Settings pages of the ramming family: what the platform uses to judge the rigs' data. Fields and rules: the
// contract; the page only groups them.

/** A section of a settings page: these fields of the record, in this order. */
function sectionsOf(record: Resource, sections: readonly [Text, readonly string[]][]): SettingsScreenDef {
  const columns = columnsOf(record);
  const column = (name: string): ColumnDef => {
    const found = columns.find((c) => c.field === name);
    if (!found) throw new Error(`${record.api} has no field ${name}`);
    return found;
  };
  return {
    api: record.api,
    sections: sections.map(([title, names]) => ({ title, fields: names.map(column) })),
  };
}

export const hjConfig = sectionsOf(declared.hjConfig, [
  [{ zh: '设备与数据', en: 'Devices and data' }, ['offlineTimeoutSeconds', 'duplicateWindowSeconds', 'antennaOffsetM']],
  [{ zh: '夯点判定', en: 'Ramming points' }, ['matchRadiusM', 'minHitIntervalSeconds']],
]);

export const ddcConfig = sectionsOf(declared.ddcConfig, [
  [{ zh: '设备', en: 'Devices' }, ['offlineTimeoutSeconds']],
  [{ zh: '深度标定', en: 'Depth calibration' }, ['depthZeroM', 'depthScale']],
  [{ zh: '事件判定', en: 'Events' }, ['fillThresholdSeconds', 'ramThresholdSeconds', 'pileMatchRadiusM']],
]);
