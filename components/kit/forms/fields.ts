import { z } from 'zod';

// zod pieces shared by the administration forms. Messages are keys of `adminCommon.validation`;
// the patterns match the reference backend's, so the browser refuses what the platform would.

export const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, `tooLong:${max}`);

export const optionalText = (max: number) => z.string().trim().max(max, `tooLong:${max}`);

export const optionalMatching = (max: number, pattern: RegExp, key: string) =>
  optionalText(max).refine((value) => value === '' || pattern.test(value), key);

export const CODE = /^[A-Za-z][A-Za-z0-9_-]*$/;

export const code = (max = 64) => requiredText(max).regex(CODE, 'code');

/** An integer typed into a text field; blank gives `fallback`. */
export const integerText = (fallback: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^-?\d{1,7}$/.test(value), 'integer')
    .transform((value) => (value === '' ? fallback : Number(value)));
