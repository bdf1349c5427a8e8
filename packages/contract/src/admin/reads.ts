import { z } from 'zod';
import { objectReplyOf, pageReplyOf } from '../envelope';
import { download, read, resourceReplies, type Reads } from '../reply';
import {
  elementSchema,
  frontInfoReply,
  gateLogSchema,
  grantedMenuSchema,
  groupNodeSchema,
  groupSchema,
  groupTypeSchema,
  groupUsersSchema,
  menuNodeSchema,
  menuSchema,
  userSchema,
} from './entities';
import { departMember, depart, dictType, dictValue, position, service, tenant } from './resources';
import { dataScopeSchema } from './data-scope';
import { tableSettingsListSchema } from './table-settings';

const id = z.number().int();
const optional = z.string().optional();

/** A reply that says only that it went through (`{status: 200, rel, message}`). */
const done = z.strictObject({ status: z.literal(200), rel: z.boolean(), message: z.string() });

/** A node of the dictionary's type tree (bare, rooted at -1). */
const dictTypeNode = z.strictObject({
  id,
  code: z.string(),
  name: z.string(),
  parentId: id,
  orderNum: id,
  valueCount: id,
  get children() {
    return z.array(dictTypeNode);
  },
});

/** A value of a dictionary type, for the console's forms and labels. */
const dictValueItem = z.strictObject({
  id,
  typeId: id,
  code: z.string(),
  value: z.string(),
  labelDefault: z.string(),
  labelZhCh: optional,
  labelEnUs: optional,
  orderNum: id,
});

/** A node of the department tree (bare, rooted at -1). */
const departNode = z.strictObject({
  id,
  code: z.string(),
  name: z.string(),
  type: optional,
  parentId: id,
  sectionId: id.optional(),
  orderNum: id,
  memberCount: id,
  get children() {
    return z.array(departNode);
  },
});

/** What a position is linked to: users by their names, roles and departments by code and name. */
const linkedUser = z.strictObject({ id, username: z.string(), name: optional });
const linkedCoded = z.strictObject({ id, code: z.string(), name: z.string() });

/** A tenant's owner, or no data when it has none. */
const owner = z.strictObject({ id, username: z.string(), name: optional, description: optional });

/** A service client allowed to call a service. */
const client = z.strictObject({ id, code: z.string(), name: z.string(), locked: z.enum(['0', '1']) });

/** `{status, rel, data}` whose data is absent when the platform has none. */
const maybe = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number(), message: z.string().optional(), data: data.optional() });

const members = resourceReplies(departMember);

/**
 * The module's own reads (not its resources'), with the schema of each reply. Samples read the seeded platform:
 * user 3 (`mh`), whose password the reset read puts back to the default, and the operation log's first entry,
 * which that reset writes (the reads run in the order the routes are declared).
 */
export const adminReads: Reads = {
  '/api/admin/user/front/info': read(frontInfoReply),
  '/api/admin/user/front/menus': read(z.array(menuNodeSchema)),
  '/api/admin/user/front/menu/all': read(z.array(menuSchema)),
  '/api/admin/user/page': read(pageReplyOf(userSchema)),
  '/api/admin/user/getPage': read(pageReplyOf(userSchema)),
  '/api/admin/user/all': read(z.array(userSchema)),
  '/api/admin/user/:id': read(objectReplyOf(userSchema), '/api/admin/user/1'),
  '/api/admin/user/resetPwd': read(done, '/api/admin/user/resetPwd?userId=3'),
  '/api/admin/user/tableSettings': read(objectReplyOf(tableSettingsListSchema)),
  '/api/admin/watermark': read(
    objectReplyOf(z.strictObject({ enabled: z.boolean(), text: z.string(), updTime: optional, updName: optional })),
  ),
  '/api/admin/menu/tree': read(z.array(menuNodeSchema)),
  '/api/admin/menu/all': read(z.array(menuSchema)),
  '/api/admin/menu/list': read(z.array(menuSchema)),
  '/api/admin/menu/system': read(z.array(menuSchema)),
  '/api/admin/menu/page': read(pageReplyOf(menuSchema)),
  '/api/admin/menu/:id': read(objectReplyOf(menuSchema), '/api/admin/menu/1'),
  '/api/admin/element/list': read(pageReplyOf(elementSchema)),
  '/api/admin/element/page': read(pageReplyOf(elementSchema)),
  '/api/admin/element/all': read(z.array(elementSchema)),
  '/api/admin/element/user': read(objectReplyOf(z.array(elementSchema))),
  '/api/admin/element/user/menu': read(objectReplyOf(z.array(elementSchema))),
  '/api/admin/element/:id': read(objectReplyOf(elementSchema), '/api/admin/element/1'),
  '/api/admin/group/tree': read(z.array(groupNodeSchema), '/api/admin/group/tree?groupType=1'),
  '/api/admin/group/list': read(z.array(groupSchema), '/api/admin/group/list?groupType=1'),
  '/api/admin/group/all': read(z.array(groupSchema)),
  '/api/admin/group/page': read(pageReplyOf(groupSchema)),
  '/api/admin/group/:id': read(objectReplyOf(groupSchema), '/api/admin/group/1'),
  '/api/admin/group/:id/user': read(objectReplyOf(groupUsersSchema), '/api/admin/group/1/user'),
  '/api/admin/group/:id/dataScope': read(
    objectReplyOf(
      dataScopeSchema.extend({
        sections: z.array(z.strictObject({ id, code: z.string(), name: z.string() })),
      }),
    ),
    '/api/admin/group/1/dataScope',
  ),
  '/api/admin/group/:id/authority/menu': read(
    objectReplyOf(z.array(grantedMenuSchema)),
    '/api/admin/group/1/authority/menu',
  ),
  '/api/admin/group/:id/authority/element': read(objectReplyOf(z.array(id)), '/api/admin/group/1/authority/element'),
  '/api/admin/groupType/page': read(pageReplyOf(groupTypeSchema)),
  '/api/admin/groupType/all': read(z.array(groupTypeSchema)),
  '/api/admin/groupType/:id': read(objectReplyOf(groupTypeSchema), '/api/admin/groupType/1'),
  '/api/admin/gateLog/page': read(pageReplyOf(gateLogSchema)),
  '/api/admin/gateLog/:id': read(objectReplyOf(gateLogSchema), '/api/admin/gateLog/1'),
  [`${dictType.api}/tree`]: read(z.array(dictTypeNode)),
  [`${dictValue.api}/type/{code}`]: read(pageReplyOf(dictValueItem), `${dictValue.api}/type/departKind`),
  [`${dictValue.api}/types`]: read(
    objectReplyOf(z.record(z.string(), z.array(dictValueItem))),
    `${dictValue.api}/types?codes=departKind,yesNo`,
  ),
  [`${tenant.api}/:id/user`]: read(maybe(owner), `${tenant.api}/1/user`),
  [`${depart.api}/tree`]: read(z.array(departNode)),
  // The members are served beside the departments (a query-string form on the resource's own path besides).
  [departMember.api]: read(members.page, `${departMember.api}?departId=2`),
  [`${departMember.api}/page`]: read(members.page),
  [`${departMember.api}/all`]: read(members.all),
  [`${departMember.api}/export`]: download(),
  [`${departMember.api}/:id`]: read(members.one, `${departMember.api}/1`),
  [`${position.api}/:id/user`]: read(objectReplyOf(z.array(linkedUser)), `${position.api}/1/user`),
  [`${position.api}/:id/group`]: read(objectReplyOf(z.array(linkedCoded)), `${position.api}/1/group`),
  [`${position.api}/:id/depart`]: read(objectReplyOf(z.array(linkedCoded)), `${position.api}/1/depart`),
  [`${service.api}/:id/client`]: read(objectReplyOf(z.array(client)), `${service.api}/2/client`),
};
