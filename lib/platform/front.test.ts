import { frontInfoSchema, menuListSchema, menuTreeSchema } from './front';

describe('session-bootstrap shapes', () => {
  it('accepts the contract shapes', () => {
    expect(
      frontInfoSchema.parse({ id: 1, username: 'admin', name: 'A', menus: [{ code: 'x', uri: '/x' }], elements: [] })
        .id,
    ).toBe('1');
    expect(menuListSchema.parse([{ id: 1, code: 'a', title: 'A', parentId: -1 }])).toHaveLength(1);
    expect(
      menuTreeSchema.parse([
        {
          id: 1,
          code: 'a',
          title: 'A',
          parentId: -1,
          children: [{ id: 2, code: 'b', title: 'B', parentId: 1, children: [] }],
        },
      ])[0].children,
    ).toHaveLength(1);
  });

  it('fills what the platform leaves out and keeps what the console does not read', () => {
    const info = frontInfoSchema.parse({ id: '7', username: 'u', menus: [{ code: 'm', type: 'menu' }] });
    expect(info).toEqual({ id: '7', username: 'u', name: '', menus: [{ code: 'm', type: 'menu' }], elements: [] });
    expect(menuListSchema.parse([{ id: 1, code: 'a' }])[0]).toEqual({ id: 1, code: 'a', title: '', parentId: -1 });
  });

  it('refuses what some other service might answer', () => {
    expect(frontInfoSchema.safeParse({ status: 200, data: { path: '/x' } }).success).toBe(false);
    expect(frontInfoSchema.safeParse({ id: '1', username: 'a', menus: 'all' }).success).toBe(false);
    expect(menuListSchema.safeParse({ status: 200 }).success).toBe(false);
    expect(menuTreeSchema.safeParse([{ id: 'x', code: 1 }]).success).toBe(false);
  });

  it.each([
    ['an HTML error page', '<html><body>502 Bad Gateway</body></html>'],
    ['an empty body', undefined],
    ['null', null],
    ['the platform envelope around the data', { status: 200, data: [{ id: 1, code: 'a' }] }],
    ['a refusal', { status: 40301, message: 'forbidden' }],
  ])('refuses %s for every bootstrap read', (_name, body) => {
    expect(frontInfoSchema.safeParse(body).success).toBe(false);
    expect(menuListSchema.safeParse(body).success).toBe(false);
    expect(menuTreeSchema.safeParse(body).success).toBe(false);
  });

  it('checks every level of the menu tree', () => {
    const deep = [{ id: 1, code: 'a', children: [{ id: 2, code: 'b', children: [{ id: '3', code: 'c' }] }] }];
    expect(menuTreeSchema.safeParse(deep).success).toBe(false);
  });
});
