import * as admin from '@console/contract/admin/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';
import { userRef } from './admin-fields';

// Platform administration: tenants, service clients and their allowed callers, gateway routes. The
// departments page has its own module (departments.ts). Fields and rules: the contract.

export const tenant: ResourceScreenDef = {
  api: admin.tenant.api,
  columns: columnsOf(admin.tenant, {
    code: { width: 140 },
    name: { width: 180, filter: true },
    isSuperTenant: { colors: { '1': 'warning' }, width: 110, filter: true },
    owner: { ref: userRef, shownAs: 'ownerName' },
    ownerName: { width: 140 },
    ownerUsername: false,
    description: { width: 260 },
    updTime: { width: 160, optional: true },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: admin.tenant.noun,
  nameField: 'name',
};

const serviceCaller: ResourceScreenDef = {
  api: admin.serviceCaller.api,
  columns: columnsOf(admin.serviceCaller, {
    serviceId: false,
    clientId: { ref: { api: admin.service.api, label: ['code', 'name'] } },
    // A service's few callers, in the order the platform lists them: no column sorts them in the drawer.
    clientCode: { width: 140, sortable: false },
    clientName: { width: 160, sortable: false },
    clientLocked: { colors: { '1': 'error' }, width: 90 },
    crtTime: false,
  }),
  writes: { create: true, delete: true },
  noun: admin.serviceCaller.noun,
  nameField: 'clientCode',
};

export const service: ResourceScreenDef = {
  api: admin.service.api,
  columns: columnsOf(admin.service, {
    code: { width: 150, filter: true },
    name: { width: 160, filter: true },
    locked: { colors: { '0': 'success', '1': 'error' }, width: 100, filter: true },
    secretHint: { width: 110 },
    callerCount: { width: 100 },
    description: { width: 240 },
    updTime: { width: 160, optional: true },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: admin.service.noun,
  nameField: 'code',
  reveal: {
    field: 'secret',
    label: { zh: '密钥', en: 'Secret' },
    title: { zh: '服务 {name} 的密钥', en: 'Secret of service {name}' },
    note: {
      zh: '密钥只显示这一次，关闭后无法再查看。请立即复制并交给该服务的配置；遗失时请重置密钥。',
      en:
        'The secret is shown this once and cannot be seen again after closing. Copy it into the service’s ' +
        'configuration now; if it is lost, rotate it.',
    },
  },
  commands: [
    {
      name: 'secret',
      element: 'btn_secret',
      method: 'PUT',
      label: { zh: '重置 {name} 的密钥', en: 'Rotate the secret of {name}' },
      icon: 'key',
      confirm: {
        zh: '重置后旧密钥立即失效，使用它的服务需要换上新密钥。确定重置 {name} 的密钥吗？',
        en:
          'The old secret stops working at once; the services using it need the new one. Rotate the secret of ' +
          '{name}?',
      },
      done: { zh: '已重置 {name} 的密钥', en: 'Rotated the secret of {name}' },
      reveals: true,
    },
  ],
  detail: { def: serviceCaller, parentField: 'serviceId', title: { zh: '允许的调用方', en: 'Allowed callers' } },
};

export const gatewayRoute: ResourceScreenDef = {
  api: admin.gatewayRoute.api,
  columns: columnsOf(admin.gatewayRoute, {
    routeId: { width: 140 },
    path: { width: 160, filter: true },
    serviceId: { width: 130, filter: true },
    url: { width: 180 },
    retryable: { width: 90 },
    stripPrefix: { width: 110 },
    enabled: { colors: { '1': 'success', '0': 'default' }, width: 90, filter: true },
    updTime: { width: 160, optional: true },
  }),
  writes: { create: true, update: true },
  keyword: true,
  noun: admin.gatewayRoute.noun,
  nameField: 'routeId',
  commands: [
    {
      name: 'disable',
      element: 'btn_del',
      method: 'PUT',
      label: { zh: '停用 {name}', en: 'Disable {name}' },
      icon: 'stop',
      when: { field: 'enabled', values: ['1'] },
      confirm: {
        zh: '停用后网关不再转发路由 {name} 的请求；路由保留，可以再次启用。确定停用吗？',
        en:
          'Once disabled, the gateway no longer forwards requests of route {name}; the route is kept and can be ' +
          'enabled again. Disable it?',
      },
      done: { zh: '已停用路由 {name}', en: 'Disabled route {name}' },
    },
    {
      name: 'enable',
      element: 'btn_enable',
      method: 'PUT',
      label: { zh: '启用 {name}', en: 'Enable {name}' },
      icon: 'start',
      when: { field: 'enabled', values: ['0'] },
      done: { zh: '已启用路由 {name}', en: 'Enabled route {name}' },
    },
  ],
};
