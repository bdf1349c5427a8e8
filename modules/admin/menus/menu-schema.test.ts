import { elementSchema, emptyElement } from './element-schema';
import { emptyMenu, menuSchema } from './menu-schema';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0].message;

describe('menu and element forms', () => {
  test('a child menu parses to the platform’s body', () => {
    const body = menuSchema.parse({ ...emptyMenu(5, '/baseManager'), code: 'qaMenu', title: ' QA ', orderNum: '3' });
    expect(body).toEqual(
      expect.objectContaining({
        code: 'qaMenu',
        title: 'QA',
        parentId: 5,
        orderNum: 3,
        type: 'menu',
        href: '/baseManager',
      }),
    );
    expect(menuSchema.parse({ ...emptyMenu(undefined), code: 'root', title: 'Root', orderNum: '' }).parentId).toBe(-1);
  });

  test('menu code, title, order and icon URL are checked', () => {
    expect(issue(menuSchema.safeParse({ ...emptyMenu(1), code: '1abc', title: 'x' }))).toBe('code');
    expect(issue(menuSchema.safeParse({ ...emptyMenu(1), code: 'abc', title: '' }))).toBe('required');
    expect(issue(menuSchema.safeParse({ ...emptyMenu(1), code: 'abc', title: 'x', orderNum: '1.5' }))).toBe('integer');
    expect(
      issue(menuSchema.safeParse({ ...emptyMenu(1), code: 'abc', title: 'x', iconUrl: 'javascript:alert(1)' })),
    ).toBe('url');
    expect(
      issue(menuSchema.safeParse({ ...emptyMenu(1), code: 'abc', title: 'x', iconUrl: '/icons/a.png' })),
    ).toBeUndefined();
  });

  test('an element code starts with its menu’s code', () => {
    const schema = elementSchema('userManager');
    expect(
      issue(schema.safeParse({ ...emptyElement('userManager'), code: 'userManager:btn_export', name: '导出' })),
    ).toBeUndefined();
    expect(issue(schema.safeParse({ ...emptyElement('userManager'), code: 'menuManager:btn_x', name: 'x' }))).toBe(
      'elementPrefix:userManager',
    );
    expect(issue(schema.safeParse({ ...emptyElement('userManager'), name: 'x' }))).toBe('elementCode');
    expect(issue(schema.safeParse({ ...emptyElement('userManager'), code: 'userManager:a', name: '' }))).toBe(
      'required',
    );
  });
});
