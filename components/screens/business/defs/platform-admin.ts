import type { ResourceScreenDef } from '../resource-def';
import { codeRule, userRef, updated } from './admin-fields';

// Platform administration (backend-contract §7.5, §7.7): tenants, service clients and their allowed
// callers, gateway routes. The departments page has its own module (departments.ts).

export const tenant: ResourceScreenDef = {
  api: '/api/admin/tenant',
  screen: 'tenantManager',
  columns: [
    { field: 'code', title: { zh: '租户编码', en: 'Code' }, type: 'text', width: 140, sortable: true, form: { required: true, max: 64, ...codeRule } },
    { field: 'name', title: { zh: '租户名称', en: 'Name' }, type: 'text', width: 180, sortable: true, filter: true, form: { required: true, max: 64 } },
    {
      field: 'isSuperTenant',
      title: { zh: '超级租户', en: 'Super tenant' },
      type: 'enum',
      dict: 'yesNo',
      colors: { '1': 'warning' },
      width: 110,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    { field: 'owner', title: { zh: '所有者', en: 'Owner' }, type: 'ref', ref: userRef, shownAs: 'ownerName', form: {} },
    { field: 'ownerName', title: { zh: '所有者', en: 'Owner' }, type: 'text', width: 140, sortable: true, form: false },
    { field: 'description', title: { zh: '描述', en: 'Description' }, type: 'text', width: 260, form: { max: 200, multiline: true } },
    updated,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '租户', en: 'tenant' },
  nameField: 'name',
};

const serviceCaller: ResourceScreenDef = {
  api: '/api/auth/service/caller',
  screen: 'serviceManager',
  columns: [
    { field: 'clientId', title: { zh: '调用方', en: 'Caller' }, type: 'ref', ref: { api: '/api/auth/service', label: ['code', 'name'] }, form: { required: true } },
    { field: 'clientCode', title: { zh: '调用方编码', en: 'Caller code' }, type: 'text', width: 140, form: false },
    { field: 'clientName', title: { zh: '调用方名称', en: 'Caller name' }, type: 'text', width: 160, form: false },
    { field: 'clientLocked', title: { zh: '状态', en: 'State' }, type: 'enum', dict: 'lockState', colors: { '1': 'error' }, width: 90, form: false },
  ],
  writes: { create: true, delete: true },
  noun: { zh: '调用方', en: 'caller' },
  nameField: 'clientCode',
};

export const service: ResourceScreenDef = {
  api: '/api/auth/service',
  screen: 'serviceManager',
  columns: [
    { field: 'code', title: { zh: '服务编码', en: 'Code' }, type: 'text', width: 150, sortable: true, filter: true, form: { required: true, max: 64, ...codeRule } },
    { field: 'name', title: { zh: '服务名称', en: 'Name' }, type: 'text', width: 160, sortable: true, filter: true, form: { required: true, max: 64 } },
    {
      field: 'locked',
      title: { zh: '状态', en: 'State' },
      type: 'enum',
      dict: 'lockState',
      colors: { '0': 'success', '1': 'error' },
      width: 100,
      sortable: true,
      filter: true,
      form: { required: true },
    },
    { field: 'secretHint', title: { zh: '密钥', en: 'Secret' }, type: 'text', width: 110, form: false },
    { field: 'callerCount', title: { zh: '调用方数', en: 'Callers' }, type: 'int', width: 100, sortable: true, form: false },
    { field: 'description', title: { zh: '描述', en: 'Description' }, type: 'text', width: 240, form: { max: 200, multiline: true } },
    updated,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '服务', en: 'service' },
  nameField: 'code',
  reveal: {
    field: 'secret',
    label: { zh: '密钥', en: 'Secret' },
    title: { zh: '服务 {name} 的密钥', en: 'Secret of service {name}' },
    note: {
      zh: '密钥只显示这一次，关闭后无法再查看。请立即复制并交给该服务的配置；遗失时请重置密钥。',
      en: 'The secret is shown this once and cannot be seen again after closing. Copy it into the service’s configuration now; if it is lost, rotate it.',
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
        en: 'The old secret stops working at once; the services using it need the new one. Rotate the secret of {name}?',
      },
      done: { zh: '已重置 {name} 的密钥', en: 'Rotated the secret of {name}' },
      reveals: true,
    },
  ],
  detail: { def: serviceCaller, parentField: 'serviceId', title: { zh: '允许的调用方', en: 'Allowed callers' } },
};

export const gatewayRoute: ResourceScreenDef = {
  api: '/api/auth/gatewayRoute',
  screen: 'gatewayRouteManager',
  columns: [
    {
      field: 'routeId',
      title: { zh: '路由ID', en: 'Route ID' },
      type: 'text',
      width: 140,
      sortable: true,
      form: {
        required: true,
        createOnly: true,
        max: 64,
        pattern: /^[A-Za-z][A-Za-z0-9_-]*$/,
        patternMessage: { zh: '路由ID以字母开头，只能包含字母、数字、_ -', en: 'Starts with a letter; letters, digits, _ - only' },
      },
    },
    {
      field: 'path',
      title: { zh: '路径', en: 'Path' },
      type: 'text',
      width: 160,
      sortable: true,
      filter: true,
      form: { required: true, max: 200, pattern: /^\/\S*$/, patternMessage: { zh: '路径以 / 开头，不含空格', en: 'Starts with /, no spaces' } },
    },
    { field: 'serviceId', title: { zh: '服务ID', en: 'Service ID' }, type: 'text', width: 130, sortable: true, filter: true, form: { max: 64, ...codeRule } },
    {
      field: 'url',
      title: { zh: '目标地址', en: 'Target URL' },
      type: 'text',
      width: 180,
      form: { max: 200, pattern: /^(lb|https?):\/\/\S+$/, patternMessage: { zh: '目标地址以 http://、https:// 或 lb:// 开头', en: 'Starts with http://, https:// or lb://' } },
    },
    { field: 'retryable', title: { zh: '失败重试', en: 'Retry' }, type: 'enum', dict: 'yesNo', width: 90, form: { required: true } },
    { field: 'stripPrefix', title: { zh: '去除前缀段数', en: 'Strip prefix' }, type: 'int', width: 110, form: { min: 0, max: 10 } },
    {
      field: 'enabled',
      title: { zh: '状态', en: 'State' },
      type: 'enum',
      dict: 'routeState',
      colors: { '1': 'success', '0': 'default' },
      width: 90,
      sortable: true,
      filter: true,
      form: false,
    },
    updated,
  ],
  writes: { create: true, update: true },
  keyword: true,
  noun: { zh: '网关路由', en: 'gateway route' },
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
        en: 'Once disabled, the gateway no longer forwards requests of route {name}; the route is kept and can be enabled again. Disable it?',
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
