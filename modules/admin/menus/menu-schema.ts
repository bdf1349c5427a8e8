import { z } from 'zod';
import type { Menu } from '@/modules/admin/contract';
import { code, integerText, optionalText, requiredText } from '@/components/kit/forms/fields';

export type MenuForm = {
  code: string;
  title: string;
  parentId: string;
  href: string;
  icon: string;
  iconUrl: string;
  type: string;
  orderNum: string;
  description: string;
};

export const ROOT = '-1';

export function emptyMenu(parentId: number | undefined, parentPath = ''): MenuForm {
  return {
    code: '',
    title: '',
    parentId: String(parentId ?? ROOT),
    href: parentPath,
    icon: '',
    iconUrl: '',
    type: 'menu',
    orderNum: '0',
    description: '',
  };
}

export function toMenuForm(menu: Menu): MenuForm {
  return {
    code: menu.code,
    title: menu.title,
    parentId: String(menu.parentId),
    href: menu.href ?? '',
    icon: menu.icon ?? '',
    iconUrl: menu.iconUrl ?? '',
    type: menu.type ?? 'menu',
    orderNum: String(menu.orderNum ?? 0),
    description: menu.description ?? '',
  };
}

export const menuSchema = z.object({
  code: code(64),
  title: requiredText(64),
  parentId: z.string().transform(Number),
  href: optionalText(255),
  icon: optionalText(255),
  iconUrl: optionalText(1000).refine((v) => v === '' || /^(https?:\/\/|\/)\S+$/.test(v), 'url'),
  type: z.enum(['menu', 'dirt']),
  orderNum: integerText(0),
  description: optionalText(1000),
});

export type MenuBody = z.output<typeof menuSchema>;
