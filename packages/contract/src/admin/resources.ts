import { field, pattern, type Field } from '../field';
import { resource } from '../resource';

/**
 * Platform administration's resources: the data dictionary, tenants, departments with their members and positions,
 * service clients with the callers each allows, gateway routes. Platform rows, not the project's.
 */

/** The platform's codes (types, tenants, departments, services): a letter first, then letters, digits, `_ . -`. */
const ADMIN_CODE = pattern(
  /^[A-Za-z][A-Za-z0-9_.-]*$/,
  '编码以字母开头，只能包含字母、数字、_ . -',
  'Starts with a letter; letters, digits, _ . - only',
);

const code = (zh: string, filter: Field['filter'] | false = 'like'): Field =>
  field('code', zh, 'Code', 'text', {
    required: true,
    max: 64,
    unique: true,
    pattern: ADMIN_CODE,
    ...(filter ? { filter } : {}),
    sortable: true,
  });
const name = (zh: string): Field =>
  field('name', zh, 'Name', 'text', { required: true, max: 64, filter: 'like', sortable: true });
const description = field('description', '描述', 'Description', 'text', { max: 200, multiline: true });
const orderNum = field('orderNum', '排序', 'Order', 'int', { default: 0, min: 0, max: 9999, sortable: true });
const updTime = field('updTime', '更新时间', 'Updated', 'time', { computed: true, sortable: true });
/** A 1/0 switch the platform stores as text, with a dictionary that names its two states on each page. */
const flag = (
  fieldName: string,
  zh: string,
  en: string,
  dict: string,
  rules: Omit<Field, 'name' | 'label' | 'type'> = {},
): Field => field(fieldName, zh, en, 'enum', { dict, values: ['0', '1'], ...rules });
const count = (fieldName: string, zh: string, en: string): Field =>
  field(fieldName, zh, en, 'int', { computed: true, sortable: true });

// ---- the data dictionary ------------------------------------------------------------------------------

export const dictType = resource('/api/dict/dictType', { zh: '字典类型', en: 'dictionary type' }, [
  code('类型编码'),
  name('类型名称'),
  field('parentId', '上级类型', 'Parent type', 'int', { default: -1, min: -1, filter: 'eq' }),
  orderNum,
  count('valueCount', '字典值数', 'Values'),
  updTime,
]);

export const dictValue = resource('/api/dict/dictValue', { zh: '字典值', en: 'value' }, [
  field('typeId', '字典类型', 'Dictionary type', 'ref', { required: true, createOnly: true, filter: 'eq' }),
  field('typeCode', '类型编码', 'Type code', 'text', { computed: true, sortable: true }),
  code('编码', false),
  field('value', '值', 'Value', 'text', { required: true, max: 64, filter: 'like', sortable: true }),
  field('labelDefault', '默认标签', 'Default label', 'text', {
    required: true,
    max: 64,
    filter: 'like',
    sortable: true,
  }),
  field('labelZhCh', '中文标签', 'Chinese label', 'text', { max: 64, sortable: true }),
  field('labelEnUs', '英文标签', 'English label', 'text', { max: 64, sortable: true }),
  orderNum,
  updTime,
]);

// ---- tenants ------------------------------------------------------------------------------------------

export const tenant = resource('/api/admin/tenant', { zh: '租户', en: 'tenant' }, [
  code('租户编码'),
  name('租户名称'),
  // The platform keeps a super tenant at least: it administers the others.
  flag('isSuperTenant', '超级租户', 'Super tenant', 'yesNo', {
    required: true,
    default: '0',
    filter: 'eq',
    sortable: true,
  }),
  field('owner', '所有者', 'Owner', 'ref'),
  field('ownerName', '所有者', 'Owner', 'text', { computed: true, sortable: true }),
  field('ownerUsername', '所有者账户', 'Owner account', 'text', { computed: true }),
  description,
  updTime,
]);

// ---- departments, their members, positions -------------------------------------------------------------

export const depart = resource('/api/admin/depart', { zh: '部门', en: 'department' }, [
  code('部门编码'),
  name('部门名称'),
  field('type', '部门类型', 'Kind', 'enum', { dict: 'departKind', required: true, filter: 'eq', sortable: true }),
  field('parentId', '上级部门', 'Parent department', 'int', { default: -1, min: -1, filter: 'eq' }),
  /** The section the department builds or supervises: what its members' department data scopes reach. */
  field('sectionId', '负责标段', 'Section', 'ref', { filter: 'eq' }),
  orderNum,
  count('memberCount', '成员数', 'Members'),
  updTime,
]);

export const departMember = resource('/api/admin/depart/user', { zh: '部门成员', en: 'member' }, [
  field('departId', '部门', 'Department', 'ref', { required: true, createOnly: true, filter: 'eq' }),
  field('userId', '用户', 'User', 'ref', { required: true, createOnly: true }),
  field('username', '账户', 'Account', 'text', { computed: true, filter: 'like', sortable: true }),
  // SQLite's column names ignore case: the display name cannot be `userName` beside `username`.
  field('name', '姓名', 'Name', 'text', { computed: true, filter: 'like', sortable: true }),
  field('mobilePhone', '手机', 'Mobile', 'text', { computed: true, personal: true }),
  field('email', '邮箱', 'Email', 'text', { computed: true, personal: true }),
  field('crtTime', '加入时间', 'Joined', 'time', { computed: true, sortable: true }),
]);

export const position = resource('/api/admin/position', { zh: '职位', en: 'position' }, [
  code('职位编码'),
  name('职位名称'),
  count('userCount', '用户数', 'Users'),
  count('groupCount', '角色数', 'Roles'),
  count('departCount', '部门数', 'Departments'),
  orderNum,
  description,
  updTime,
]);

// ---- service clients and gateway routes -----------------------------------------------------------------

export const service = resource('/api/auth/service', { zh: '服务', en: 'service' }, [
  code('服务编码'),
  name('服务名称'),
  flag('locked', '状态', 'State', 'lockState', { required: true, default: '0', filter: 'eq', sortable: true }),
  // The secret never leaves the platform after it is issued: lists show its last four characters.
  field('secretHint', '密钥', 'Secret', 'text', { computed: true }),
  count('callerCount', '调用方数', 'Callers'),
  description,
  updTime,
]);

export const serviceCaller = resource('/api/auth/service/caller', { zh: '调用方', en: 'caller' }, [
  field('serviceId', '服务', 'Service', 'ref', { required: true, createOnly: true, filter: 'eq' }),
  field('clientId', '调用方', 'Caller', 'ref', { required: true, createOnly: true }),
  field('clientCode', '调用方编码', 'Caller code', 'text', { computed: true, sortable: true }),
  field('clientName', '调用方名称', 'Caller name', 'text', { computed: true, sortable: true }),
  flag('clientLocked', '状态', 'State', 'lockState', { computed: true }),
  field('crtTime', '授权时间', 'Allowed', 'time', { computed: true, sortable: true }),
]);

export const gatewayRoute = resource('/api/auth/gatewayRoute', { zh: '网关路由', en: 'gateway route' }, [
  field('routeId', '路由ID', 'Route ID', 'text', {
    required: true,
    createOnly: true,
    max: 64,
    unique: true,
    pattern: pattern(
      /^[A-Za-z][A-Za-z0-9_-]*$/,
      '路由ID以字母开头，只能包含字母、数字、_ -',
      'Starts with a letter; letters, digits, _ - only',
    ),
    filter: 'like',
    sortable: true,
  }),
  field('path', '路径', 'Path', 'text', {
    required: true,
    max: 200,
    pattern: pattern(/^\/\S*$/, '路径以 / 开头，不含空格', 'Starts with /, no spaces'),
    filter: 'like',
    sortable: true,
  }),
  field('serviceId', '服务ID', 'Service ID', 'text', { max: 64, pattern: ADMIN_CODE, filter: 'like', sortable: true }),
  field('url', '目标地址', 'Target URL', 'text', {
    max: 200,
    pattern: pattern(
      /^(lb|https?):\/\/\S+$/,
      '目标地址以 http://、https:// 或 lb:// 开头',
      'Starts with http://, https:// or lb://',
    ),
  }),
  flag('retryable', '失败重试', 'Retry', 'yesNo', { required: true, default: '0' }),
  field('stripPrefix', '去除前缀段数', 'Strip prefix', 'int', { min: 0, max: 10, default: 1 }),
  // Disabling is the platform's delete: the route stays, out of the gateway, and can come back.
  flag('enabled', '状态', 'State', 'routeState', { computed: true, filter: 'eq', sortable: true }),
  updTime,
]);
