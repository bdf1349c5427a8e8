import type { ResourceScreenDef, TabsScreenDef, TreeResourceScreenDef } from '../resource-def';

// Platform administration (backend-contract §7.5, §7.7): tenants, departments and their members,
// service clients and their allowed callers, gateway routes.

const CODE = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const codeRule = { pattern: CODE, patternMessage: { zh: '编码以字母开头，只能包含字母、数字、_ . -', en: 'Starts with a letter; letters, digits, _ . - only' } };
const userRef = { api: '/api/admin/user', label: ['name', 'username'], search: 'name' } as const;
const updated = { field: 'updTime', title: { zh: '更新时间', en: 'Updated' }, type: 'time', width: 160, sortable: true, optional: true, form: false } as const;

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

const depart: ResourceScreenDef = {
  api: '/api/admin/depart',
  screen: 'departManager',
  columns: [
    { field: 'code', title: { zh: '部门编码', en: 'Code' }, type: 'text', form: { required: true, max: 64, ...codeRule } },
    { field: 'name', title: { zh: '部门名称', en: 'Name' }, type: 'text', form: { required: true, max: 64 } },
    { field: 'type', title: { zh: '部门类型', en: 'Kind' }, type: 'enum', dict: 'departKind', form: { required: true } },
    { field: 'orderNum', title: { zh: '排序', en: 'Order' }, type: 'int', form: { min: 0, max: 9999 } },
  ],
  writes: { create: true, update: true, delete: true },
  noun: { zh: '部门', en: 'department' },
  nameField: 'name',
};

const departMember: ResourceScreenDef = {
  api: '/api/admin/depart/user',
  screen: 'departManager',
  columns: [
    { field: 'userId', title: { zh: '用户', en: 'User' }, type: 'ref', ref: userRef, shownAs: 'name', form: { required: true } },
    { field: 'username', title: { zh: '账户', en: 'Account' }, type: 'text', width: 140, sortable: true, filter: true, form: false },
    { field: 'name', title: { zh: '姓名', en: 'Name' }, type: 'text', width: 140, sortable: true, filter: true, form: false },
    { field: 'mobilePhone', title: { zh: '手机', en: 'Mobile' }, type: 'text', width: 140, form: false },
    { field: 'email', title: { zh: '邮箱', en: 'Email' }, type: 'text', width: 180, optional: true, form: false },
    { field: 'crtTime', title: { zh: '加入时间', en: 'Joined' }, type: 'time', width: 160, sortable: true, form: false },
  ],
  writes: { create: true, delete: true },
  noun: { zh: '部门成员', en: 'member' },
  nameField: 'name',
};

export const departmentTree: TreeResourceScreenDef = {
  tree: depart,
  parentField: 'parentId',
  label: ['name', 'code'],
  list: departMember,
  nodeField: 'departId',
  // `POST /depart/user?departId=&userIds=1,2`: several users found by search, added at once.
  addMany: { param: 'userIds', nodeParam: 'departId', ref: { api: '/api/admin/user', label: ['name', 'username'], search: 'name' } },
};

/**
 * Positions (职位): the platform has no catalogue page of their own, so they are the second tab of the
 * departments' page, under its menu, with element codes of their own (`departManager:btn_position…`).
 */
export const position: ResourceScreenDef = {
  api: '/api/admin/position',
  screen: 'departManager',
  elements: { btn_add: 'btn_positionAdd', btn_edit: 'btn_positionEdit', btn_del: 'btn_positionDel' },
  columns: [
    { field: 'code', title: { zh: '职位编码', en: 'Code' }, type: 'text', width: 150, sortable: true, filter: true, form: { required: true, max: 64, ...codeRule } },
    { field: 'name', title: { zh: '职位名称', en: 'Name' }, type: 'text', width: 160, sortable: true, filter: true, form: { required: true, max: 64 } },
    { field: 'userCount', title: { zh: '用户数', en: 'Users' }, type: 'int', width: 90, sortable: true, form: false },
    { field: 'groupCount', title: { zh: '角色数', en: 'Roles' }, type: 'int', width: 90, sortable: true, form: false },
    { field: 'departCount', title: { zh: '部门数', en: 'Departments' }, type: 'int', width: 110, sortable: true, form: false },
    { field: 'orderNum', title: { zh: '排序', en: 'Order' }, type: 'int', width: 80, sortable: true, form: { min: 0, max: 9999 } },
    { field: 'description', title: { zh: '描述', en: 'Description' }, type: 'text', width: 240, form: { max: 200, multiline: true } },
    updated,
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: { zh: '职位', en: 'position' },
  nameField: 'name',
  links: {
    title: { zh: '{name} 的关联', en: 'Links of {name}' },
    element: 'btn_edit',
    lists: [
      { key: 'user', param: 'users', title: { zh: '关联用户', en: 'Users' }, ref: { api: '/api/admin/user', label: ['name', 'username'], search: 'name' } },
      { key: 'group', param: 'groups', title: { zh: '关联角色', en: 'Roles' }, ref: { api: '/api/admin/group', label: ['name', 'code'], search: 'name' } },
      { key: 'depart', param: 'departs', title: { zh: '关联部门', en: 'Departments' }, ref: { api: '/api/admin/depart', label: ['name', 'code'], search: 'name' } },
    ],
  },
};

export const departments: TabsScreenDef = {
  tabs: [
    { key: 'departs', title: { zh: '部门', en: 'Departments' }, tree: departmentTree },
    { key: 'positions', title: { zh: '职位', en: 'Positions' }, def: position },
  ],
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
