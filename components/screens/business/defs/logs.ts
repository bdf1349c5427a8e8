import type { ResourceScreenDef } from '../resource-def';

// Read-only logs: sign-ins (tablets and console) and process starts and stops.

export const loginLog: ResourceScreenDef = {
  api: '/api/znys/loginLog',
  screen: 'znysLoginLogManager',
  columns: [
    { field: 'loginTime', title: { zh: '登录时间', en: 'Signed in' }, type: 'time', width: 160, sortable: true },
    { field: 'userName', title: { zh: '用户', en: 'User' }, type: 'text', width: 110, sortable: true, filter: true },
    { field: 'operatorName', title: { zh: '机手', en: 'Operator' }, type: 'text', width: 90, sortable: true },
    { field: 'client', title: { zh: '客户端', en: 'Client' }, type: 'enum', dict: 'loginClient', width: 80, sortable: true, filter: true },
    { field: 'tabletCode', title: { zh: '平板', en: 'Tablet' }, type: 'text', width: 90, sortable: true },
    { field: 'deviceCode', title: { zh: '设备', en: 'Device' }, type: 'text', width: 90, sortable: true },
    { field: 'ip', title: { zh: 'IP', en: 'IP' }, type: 'text', width: 120, sortable: true },
    { field: 'result', title: { zh: '结果', en: 'Result' }, type: 'enum', dict: 'loginResult', width: 80, sortable: true, filter: true },
    { field: 'message', title: { zh: '说明', en: 'Message' }, type: 'text', width: 180 },
    { field: 'logoutTime', title: { zh: '退出时间', en: 'Signed out' }, type: 'time', width: 160, sortable: true },
    { field: 'duration', title: { zh: '在线时长', en: 'Duration' }, type: 'int', unit: 'min', width: 100, sortable: true },
  ],
  keyword: true,
  sort: '-loginTime',
  range: { column: 'loginTime' },
  noun: { zh: '登录记录', en: 'sign-in' },
  nameField: 'userName',
};

export const processLog: ResourceScreenDef = {
  api: '/api/znys/processLog',
  screen: 'znysProcessLogManager',
  columns: [
    { field: 't', title: { zh: '时间', en: 'Time' }, type: 'time', width: 160, sortable: true },
    { field: 'domain', title: { zh: '业务', en: 'Domain' }, type: 'enum', dict: 'compactionDomain', width: 100, sortable: true, filter: true },
    { field: 'processCode', title: { zh: '工艺编号', en: 'Process' }, type: 'text', width: 150, sortable: true },
    { field: 'processName', title: { zh: '工艺名称', en: 'Process name' }, type: 'text', width: 200, sortable: true },
    { field: 'action', title: { zh: '操作', en: 'Action' }, type: 'enum', dict: 'processAction', width: 80, sortable: true, filter: true },
    { field: 'crewCode', title: { zh: '分组', en: 'Crew' }, type: 'text', width: 90, sortable: true },
    { field: 'byName', title: { zh: '操作人', en: 'By' }, type: 'text', width: 90, sortable: true },
    { field: 'detail', title: { zh: '详情', en: 'Detail' }, type: 'text', width: 260 },
  ],
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: { zh: '工艺日志', en: 'process log entry' },
  nameField: 'processCode',
};
