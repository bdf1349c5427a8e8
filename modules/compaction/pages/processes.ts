import * as compaction from '@console/contract/compaction/resources';
import * as site from '@console/contract/site/resources';
import { columnsOf, type ColumnLook } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef, RowCommandDef } from '@/components/kit/screen-defs';

// Compaction processes of the two modules (intelligent and vibratory compaction): parameters, state, and
// the start/stop commands that also write the process log. Fields and rules: the contract.

const head = (domain: compaction.CompactionDomain): Record<string, ColumnLook> => ({
  code: { width: 150 },
  name: { width: 200 },
  // The form asks for the layer only: its section comes with it.
  sectionId: {
    ref: { api: site.section.api, label: ['code', 'name'] },
    shownAs: 'sectionName',
    filter: true,
    form: false,
  },
  sectionName: { width: 120 },
  layerId: { ref: { api: site.layer.api, label: ['sectionName', 'name'], where: { domain } }, shownAs: 'layerName' },
  layerName: { width: 170 },
});

const tail: Record<string, ColumnLook> = {
  cellSize: { width: 100, optional: true },
  state: { width: 90, filter: true },
  groupCode: { width: 90 },
  startedAt: { width: 160 },
  stoppedAt: { width: 160, optional: true },
  updTime: false,
  domain: false,
};

const passes: ColumnLook = { width: 110 };
const speed = (optional = false): ColumnLook => ({ width: 120, optional });
const temperature = (optional = false): ColumnLook => ({ width: 130, optional });

const commands: RowCommandDef[] = [
  {
    name: 'start',
    element: 'btn_start',
    method: 'PUT',
    label: { zh: '开始 {name}', en: 'Start {name}' },
    icon: 'start',
    when: { field: 'state', values: ['planned', 'stopped'] },
    done: { zh: '工艺 {name} 已开始', en: 'Process {name} started' },
  },
  {
    name: 'stop',
    element: 'btn_stop',
    method: 'PUT',
    label: { zh: '停止 {name}', en: 'Stop {name}' },
    icon: 'stop',
    when: { field: 'state', values: ['running'] },
    confirm: { zh: '停止工艺 {name}？', en: 'Stop process {name}?' },
    done: { zh: '工艺 {name} 已停止', en: 'Process {name} stopped' },
  },
];

const processDef = (domain: compaction.CompactionDomain, looks: Record<string, ColumnLook>): ResourceScreenDef => {
  const resource = compaction.processes[domain];
  return {
    api: resource.api,
    columns: columnsOf(resource, { ...head(domain), ...looks, ...tail }),
    writes: { create: true, update: true, delete: true },
    keyword: true,
    sort: 'code',
    noun: resource.noun,
    nameField: 'code',
    commands,
  };
};

export const znysProcess = processDef('znys', {
  mixType: { width: 100 },
  thickness: { width: 120 },
  targetPassesSteel: passes,
  targetPassesRubber: passes,
  speedMaxSteel: speed(),
  speedMaxRubber: speed(),
  speedMaxVib: speed(true),
  pavingTempMin: temperature(true),
  breakdownTempMin: temperature(),
  finishTempMin: temperature(),
  vibRequired: { width: 100, optional: true },
});

export const zdProcess = processDef('zd', {
  thickness: { width: 110 },
  targetPassesStatic: passes,
  targetPassesVib: passes,
  speedMaxVib: speed(),
  minFreq: { width: 110 },
  minAmplitude: { width: 110 },
  cmvTarget: { width: 110 },
});
