import { compactionPages } from '@console/contract/compaction/pages';
import { loginLog, processLog } from '@console/contract/compaction/resources';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';

// Read-only logs the platform writes: sign-ins on tablets and in the console, process starts and stops.

const pages = compactionPages.pages;

export const logResources: ResourceDef[] = [
  {
    ...declaredAs(loginLog),
    table: 'site_login_log',
    view: `SELECT g.id, g.loginTime, g.userName, o.name AS operatorName, g.client, t.code AS tabletCode,
      d.code AS deviceCode, g.ip, g.result, g.message, g.logoutTime, g.duration
      FROM site_login_log g
      LEFT JOIN site_operator o ON o.id = g.operatorId
      LEFT JOIN site_device t ON t.id = g.tabletId
      LEFT JOIN site_device d ON d.id = g.deviceId`,
    menus: [pages.znysLoginLog.code],
    screen: pages.znysLoginLog.code,
    keyword: ['userName', 'operatorName', 'deviceCode', 'ip'],
    defaultSort: 'loginTime DESC, id DESC',
  },
  {
    ...declaredAs(processLog),
    table: 'site_process_log',
    view:
      `SELECT p.id, p.t, p.domain, p.processCode, p.processName, p.action, p.crewCode, p.byName, p.detail FROM ` +
      `site_process_log p`,
    menus: [pages.znysProcessLog.code],
    screen: pages.znysProcessLog.code,
    fixed: { domain: ['znys', 'zd'] },
    keyword: ['processCode', 'processName', 'crewCode', 'byName', 'detail'],
    defaultSort: 't DESC, id DESC',
  },
];
