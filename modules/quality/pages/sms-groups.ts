import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Warning SMS groups; the list shows the numbers masked, the edit form reads them in full.

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = { zh: '格式为 HH:mm，如 22:00', en: 'HH:mm, e.g. 22:00' };

export const smsGroup: ResourceScreenDef = {
  api: '/api/hj/smsGroup',
  screen: 'hjWarningSmsManager',
  columns: [
    {
      field: 'name',
      title: { zh: '组名', en: 'Group' },
      type: 'text',
      width: 160,
      sortable: true,
      form: { required: true, max: 64 },
    },
    {
      field: 'domain',
      title: { zh: '业务域', en: 'Domain' },
      type: 'enum',
      dict: 'smsDomain',
      width: 120,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    {
      field: 'level',
      title: { zh: '预警等级', en: 'Level' },
      type: 'enum',
      dict: 'smsLevel',
      width: 90,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    {
      field: 'recipients',
      title: { zh: '接收人（姓名:手机号）', en: 'Recipients (name:mobile)' },
      type: 'text',
      width: 360,
      form: { required: true, max: 2000, multiline: true },
    },
    {
      field: 'quietFrom',
      title: { zh: '免打扰开始', en: 'Quiet from' },
      type: 'text',
      width: 100,
      form: { pattern: HHMM, patternMessage: hhmm },
    },
    {
      field: 'quietTo',
      title: { zh: '免打扰结束', en: 'Quiet until' },
      type: 'text',
      width: 100,
      form: { pattern: HHMM, patternMessage: hhmm },
    },
    {
      field: 'enabled',
      title: { zh: '状态', en: 'State' },
      type: 'enum',
      dict: 'enabledState',
      width: 80,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    {
      field: 'updTime',
      title: { zh: '更新时间', en: 'Updated' },
      type: 'time',
      width: 160,
      sortable: true,
      optional: true,
      form: false,
    },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '预警短信组', en: 'SMS group' },
  nameField: 'name',
  editReadsRow: true,
};
