import { z } from 'zod';
import type { User } from '@/modules/admin/contract';
import { optionalMatching, optionalText, requiredText } from '@/components/kit/forms/fields';

export const USERNAME = /^[A-Za-z0-9_.@-]+$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE = /^\+?[0-9][0-9 -]{5,18}$/;
/** bcrypt reads only this many bytes; the platform refuses longer passwords. */
const PASSWORD_BYTES = 72;

export type UserForm = {
  username: string;
  name: string;
  password: string;
  sex: string;
  depart: string;
  mobilePhone: string;
  email: string;
  description: string;
};

export const emptyUser: UserForm = {
  username: '',
  name: '',
  password: '',
  sex: '',
  depart: '',
  mobilePhone: '',
  email: '',
  description: '',
};

export function toUserForm(user: User): UserForm {
  return {
    username: user.username,
    name: user.name ?? '',
    password: '',
    sex: user.sex ?? '',
    depart: user.depart ?? '',
    mobilePhone: user.mobilePhone ?? '',
    email: user.email ?? '',
    description: user.description ?? '',
  };
}

const password = z
  .string()
  .refine((value) => new TextEncoder().encode(value).length <= PASSWORD_BYTES, `tooLong:${PASSWORD_BYTES}`);

/** On create the password is required; on edit a blank one leaves it unchanged. */
export function userSchema(mode: 'create' | 'edit') {
  return z.object({
    username: requiredText(64).regex(USERNAME, 'username'),
    name: requiredText(64),
    password: mode === 'create' ? password.refine((value) => value !== '', 'required') : password,
    // The dictionary's `sex` values (the platform stores them as text, at most 8 characters).
    sex: optionalText(8),
    depart: optionalText(64),
    mobilePhone: optionalMatching(20, MOBILE, 'mobile'),
    email: optionalMatching(128, EMAIL, 'email'),
    description: optionalText(1000),
  });
}

/** The request body: a blank password is left out so an edit keeps the old one. */
export function toUserBody(form: z.output<ReturnType<typeof userSchema>>, id?: number): Record<string, unknown> {
  const { password: pw, ...rest } = form;
  return { ...(id !== undefined && { id }), ...rest, ...(pw !== '' && { password: pw }) };
}
