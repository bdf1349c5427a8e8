import {
  elementSchema,
  gateLogSchema,
  groupNodeSchema,
  groupUsersSchema,
  menuNodeSchema,
  userSchema,
} from './contract';
import { envelopeOf, objectReplyOf, pageReplyOf } from '@console/contract/envelope';

const user = { id: 1, username: 'admin', name: '管理员', depart: 'mh', crtTime: '2024-01-01 08:00:00' };

describe('administration shapes in their envelopes', () => {
  it('reads a page of users, a role’s users and a menu tree', () => {
    const page = pageReplyOf(userSchema).parse({ status: 200, data: { total: 1, rows: [user] } });
    expect(page.data.rows[0].username).toBe('admin');
    expect(
      objectReplyOf(groupUsersSchema).parse({ status: 200, data: { members: [user], leaders: [] } }).data.members,
    ).toHaveLength(1);
    const tree = menuNodeSchema.parse({
      id: 1,
      code: 'a',
      title: 'A',
      parentId: -1,
      type: 'dirt',
      children: [{ id: 2, code: 'b', title: 'B', parentId: 1, children: [] }],
    });
    expect(tree.children[0].code).toBe('b');
    expect(
      groupNodeSchema.parse({ id: 1, parentId: -1, code: 'r', name: 'R', label: 'R', groupType: 1, children: [] })
        .label,
    ).toBe('R');
  });

  it('leaves optional what the platform omits when null', () => {
    expect(gateLogSchema.parse({ id: 1, crtTime: '2024-01-01 08:00:00' })).toEqual({
      id: 1,
      crtTime: '2024-01-01 08:00:00',
    });
    expect(envelopeOf(userSchema).parse({ status: 40301 })).toEqual({ status: 40301 });
  });

  it.each([
    ['an HTML error page', '<html><body>504 Gateway Time-out</body></html>'],
    ['a page without rows', { status: 200, data: { total: 3 } }],
    ['rows of the wrong kind', { status: 200, data: { total: 1, rows: [{ id: '1', name: 'x' }] } }],
    ['the bare page without its envelope', { total: 1, rows: [user] }],
  ])('refuses %s as a page of users', (_name, body) => {
    expect(pageReplyOf(userSchema).safeParse(body).success).toBe(false);
  });

  it('knows the element kinds and the menu kinds', () => {
    expect(
      elementSchema.safeParse({ id: 1, code: 'x:btn_add', name: '新增', type: 'button', menuId: '5' }).success,
    ).toBe(true);
    expect(elementSchema.safeParse({ id: 1, code: 'x:btn_add', name: '新增', type: 'link', menuId: '5' }).success).toBe(
      false,
    );
    expect(
      menuNodeSchema.safeParse({ id: 1, code: 'a', title: 'A', parentId: -1, type: 'folder', children: [] }).success,
    ).toBe(false);
  });
});
