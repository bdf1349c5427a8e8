import { frontInfoSchema, menuListSchema, menuTreeSchema } from './wire-schemas';

describe('session-bootstrap shapes', () => {
  it('accepts the contract shapes', () => {
    expect(frontInfoSchema.parse({ id: 1, username: 'admin', name: 'A', menus: [{ code: 'x', uri: '/x' }], elements: [] }).id).toBe('1');
    expect(menuListSchema.parse([{ id: 1, code: 'a', title: 'A', parentId: -1 }])).toHaveLength(1);
    expect(menuTreeSchema.parse([{ id: 1, code: 'a', title: 'A', parentId: -1, children: [{ id: 2, code: 'b', title: 'B', parentId: 1, children: [] }] }])[0].children).toHaveLength(1);
  });

  it('refuses what some other service might answer', () => {
    expect(frontInfoSchema.safeParse({ status: 200, data: { path: '/x' } }).success).toBe(false);
    expect(frontInfoSchema.safeParse({ id: '1', username: 'a', menus: 'all' }).success).toBe(false);
    expect(menuListSchema.safeParse({ status: 200 }).success).toBe(false);
    expect(menuTreeSchema.safeParse([{ id: 'x', code: 1 }]).success).toBe(false);
  });
});
