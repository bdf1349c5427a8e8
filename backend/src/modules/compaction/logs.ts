import type { ResourceDef } from '../../kit/resource.js';

// Read-only logs the platform writes: sign-ins on tablets and in the console, process starts and stops.

export const logResources: ResourceDef[] = [
  {
    path: '/api/znys/loginLog',
    table: 'site_login_log',
    view: `SELECT g.id, g.loginTime, g.userName, o.name AS operatorName, g.client, t.code AS tabletCode, d.code AS deviceCode, g.ip, g.result, g.message, g.logoutTime, g.duration
      FROM site_login_log g
      LEFT JOIN site_operator o ON o.id = g.operatorId
      LEFT JOIN site_device t ON t.id = g.tabletId
      LEFT JOIN site_device d ON d.id = g.deviceId`,
    menus: ['znysLoginLogManager'],
    screen: 'znysLoginLogManager',
    noun: '登录日志',
    fields: [
      { name: 'loginTime', label: '登录时间', type: 'time', filter: 'range', sortable: true },
      { name: 'userName', label: '用户', type: 'text', filter: 'like', sortable: true },
      { name: 'operatorName', label: '机手', type: 'text', sortable: true },
      { name: 'client', label: '客户端', type: 'enum', values: ['web', 'pad'], filter: 'eq', sortable: true },
      { name: 'tabletCode', label: '平板', type: 'text', sortable: true },
      { name: 'deviceCode', label: '设备', type: 'text', filter: 'like', sortable: true },
      { name: 'ip', label: 'IP', type: 'text', sortable: true },
      { name: 'result', label: '结果', type: 'enum', values: ['success', 'fail'], filter: 'eq', sortable: true },
      { name: 'message', label: '说明', type: 'text' },
      { name: 'logoutTime', label: '退出时间', type: 'time', sortable: true },
      { name: 'duration', label: '在线时长(分钟)', type: 'int', sortable: true },
    ],
    keyword: ['userName', 'operatorName', 'deviceCode', 'ip'],
    defaultSort: 'loginTime DESC, id DESC',
  },
  {
    path: '/api/znys/processLog',
    table: 'site_process_log',
    view: `SELECT p.id, p.t, p.domain, p.processCode, p.processName, p.action, p.crewCode, p.byName, p.detail FROM site_process_log p`,
    menus: ['znysProcessLogManager'],
    screen: 'znysProcessLogManager',
    noun: '工艺日志',
    fields: [
      { name: 't', label: '时间', type: 'time', filter: 'range', sortable: true },
      { name: 'domain', label: '业务', type: 'enum', values: ['znys', 'zd'], filter: 'eq', sortable: true },
      { name: 'processCode', label: '工艺编号', type: 'text', filter: 'like', sortable: true },
      { name: 'processName', label: '工艺名称', type: 'text', sortable: true },
      { name: 'action', label: '操作', type: 'enum', values: ['start', 'finish'], filter: 'eq', sortable: true },
      { name: 'crewCode', label: '分组', type: 'text', filter: 'like', sortable: true },
      { name: 'byName', label: '操作人', type: 'text', sortable: true },
      { name: 'detail', label: '详情', type: 'text' },
    ],
    fixed: { domain: ['znys', 'zd'] },
    keyword: ['processCode', 'processName', 'crewCode', 'byName', 'detail'],
    defaultSort: 't DESC, id DESC',
  },
];
