import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// 短信发送记录 of both PDCA groups: one row per recipient of each warning SMS, read only. The platform
// answers the numbers masked (138****1234); the full numbers stay with the SMS groups.

function smsRecords(api: string, screen: string, problemPage: string): ResourceScreenDef {
  return {
    api,
    screen,
    columns: [
      { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true },
      { field: 'phone', title: { zh: '手机号', en: 'Mobile' }, type: 'text', width: 120 },
      { field: 'name', title: { zh: '姓名', en: 'Name' }, type: 'text', width: 90, sortable: true, filter: true },
      {
        field: 'level',
        title: { zh: '预警等级', en: 'Level' },
        type: 'enum',
        dict: 'smsLevel',
        width: 90,
        sortable: true,
        filter: true,
        colors: { '1': 'info', '2': 'warning', '3': 'error' },
      },
      {
        field: 'problemNo',
        title: { zh: '问题', en: 'Problem' },
        type: 'text',
        width: 170,
        sortable: true,
        filter: true,
        link: { page: problemPage, param: 'keyword' },
      },
      { field: 'content', title: { zh: '内容', en: 'Text' }, type: 'text', width: 380 },
      {
        field: 'status',
        title: { zh: '状态', en: 'Status' },
        type: 'enum',
        dict: 'smsStatus',
        width: 90,
        sortable: true,
        filter: true,
        colors: { sent: 'success', unsent: 'warning', pending: 'info' },
      },
      { field: 'reason', title: { zh: '原因', en: 'Reason' }, type: 'text', width: 220 },
      { field: 'groupName', title: { zh: '短信组', en: 'SMS group' }, type: 'text', width: 160, optional: true },
      {
        field: 'sentAt',
        title: { zh: '发送时间', en: 'Sent at' },
        type: 'time',
        width: 160,
        sortable: true,
        optional: true,
      },
    ],
    keyword: true,
    sort: '-t',
    range: { column: 't' },
    noun: { zh: '短信发送记录', en: 'SMS record' },
    nameField: 'problemNo',
  };
}

export const znysSmsRecords = smsRecords(
  '/api/pdca/smsRecord',
  'pdcaSmsRecordManager',
  '/pdcaManager/pdcaProblemRecordManager',
);
export const hjSmsRecords = smsRecords(
  '/api/pdca/hjSmsRecord',
  'hjPdcaSmsRecordManager',
  '/hjPdcaManager/hjPdcaProblemRecordManager',
);
