import type { ColumnDef, ResourceScreenDef } from '@/components/kit/screen-defs';

// 问题处理记录 of both PDCA groups: problems raised from alarms or by hand, each closed through the
// workflow in its drawer (timeline, moves by role). `domain` znys and hj are two resources on one shape.

const col = (
  field: string,
  zh: string,
  en: string,
  type: ColumnDef['type'],
  rest: Partial<ColumnDef> = {},
): ColumnDef => ({
  field,
  title: { zh, en },
  type,
  width: 120,
  form: false,
  ...rest,
});

const levelColors = { '1': 'info', '2': 'warning', '3': 'error' } as const;
const stateColors = {
  '0': 'warning',
  '10': 'info',
  '40': 'info',
  '50': 'info',
  '30': 'error',
  '60': 'error',
  '20': 'success',
} as const;

const types = {
  znys: [
    'materialOver',
    'ratioOver',
    'tempOver',
    'mixTime',
    'overSpeed',
    'lowTemp',
    'underPasses',
    'tripOvertime',
    'deviceOffline',
    'labFail',
    'other',
  ],
  hj: ['lowDrop', 'shortHits', 'ddcShallow', 'ddcShortRams', 'deviceOffline', 'other'],
} as const;

function problems(domain: 'znys' | 'hj'): ResourceScreenDef {
  const api = domain === 'znys' ? '/api/pdca/problem' : '/api/pdca/hjProblem';
  return {
    api,
    screen: domain === 'znys' ? 'pdcaProblemRecordManager' : 'hjPdcaProblemRecordManager',
    columns: [
      col('problemNo', '问题编号', 'Problem no.', 'text', { width: 170, sortable: true }),
      col('level', '等级', 'Level', 'enum', {
        dict: 'problemLevel',
        colors: levelColors,
        width: 150,
        sortable: true,
        filter: true,
        form: { required: true, createOnly: true },
      }),
      col('type', '问题类型', 'Type', 'enum', {
        dict: 'alarmType',
        choices: types[domain],
        width: 130,
        filter: true,
        form: { required: true, createOnly: true },
      }),
      col('objectName', '对象', 'Object', 'text', { width: 130, form: { required: true, max: 60, createOnly: true } }),
      col('location', '位置', 'Location', 'text', { width: 130, optional: true, form: { max: 100, createOnly: true } }),
      col('description', '问题描述', 'Description', 'text', {
        width: 220,
        form: { required: true, max: 500, multiline: true, createOnly: true },
      }),
      col('source', '来源', 'Source', 'enum', { dict: 'problemSource', width: 80, filter: true }),
      col('alarmNo', '报警编号', 'Alarm no.', 'text', { width: 170, optional: true }),
      col('foundAt', '发现时间', 'Found', 'time', { width: 160, sortable: true }),
      col('deadline', '整改期限', 'Deadline', 'time', { width: 160, sortable: true }),
      col('state', '状态', 'State', 'enum', {
        dict: 'flowState',
        colors: stateColors,
        width: 140,
        sortable: true,
        filter: true,
      }),
      col('party', '责任方', 'Party', 'enum', { dict: 'problemParty', width: 100 }),
      col('overdue', '逾期', 'Overdue', 'enum', {
        dict: 'overdue',
        colors: { '1': 'error', '0': 'default' },
        width: 90,
        sortable: true,
        filter: true,
      }),
      col('closedAt', '闭合时间', 'Closed', 'time', { width: 160, sortable: true, optional: true }),
      col('measures', '整改措施', 'Measures', 'text', { width: 180, optional: true }),
      col('attachments', '附件', 'Attachments', 'text', { width: 160, optional: true }),
      col('lastOpinion', '最近意见', 'Last opinion', 'text', { width: 160, optional: true }),
    ],
    writes: { create: true },
    keyword: true,
    sort: '-foundAt',
    range: { column: 'foundAt' },
    noun: { zh: '问题', en: 'problem' },
    nameField: 'problemNo',
    workflow: { timelineApi: `${api}Action`, stateField: 'state', title: { zh: '问题处理', en: 'Problem handling' } },
  };
}

export const znysProblems = problems('znys');
export const hjProblems = problems('hj');
