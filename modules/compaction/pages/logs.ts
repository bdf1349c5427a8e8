import * as compaction from '@console/contract/compaction/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Read-only logs: sign-ins (tablets and console) and process starts and stops. Fields: the contract.

export const loginLog: ResourceScreenDef = {
  api: compaction.loginLog.api,
  columns: columnsOf(compaction.loginLog, {
    loginTime: { width: 160 },
    userName: { width: 110, filter: true },
    operatorName: { width: 90 },
    client: { width: 80, filter: true },
    tabletCode: { width: 90 },
    deviceCode: { width: 90 },
    ip: { width: 120 },
    result: { width: 80, filter: true },
    message: { width: 180 },
    logoutTime: { width: 160 },
    duration: { width: 100 },
  }),
  keyword: true,
  sort: '-loginTime',
  range: { column: 'loginTime' },
  noun: compaction.loginLog.noun,
  nameField: 'userName',
};

export const processLog: ResourceScreenDef = {
  api: compaction.processLog.api,
  columns: columnsOf(compaction.processLog, {
    t: { width: 160 },
    domain: { width: 100, filter: true },
    processCode: { width: 150 },
    processName: { width: 200 },
    action: { width: 80, filter: true },
    crewCode: { width: 90 },
    byName: { width: 90 },
    detail: { width: 260 },
  }),
  keyword: true,
  sort: '-t',
  range: { column: 't' },
  noun: compaction.processLog.noun,
  nameField: 'processCode',
};
