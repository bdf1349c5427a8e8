import { z } from 'zod';
import type { Element } from '@/modules/admin/contract';
import { optionalText, requiredText } from '@/components/kit/forms/fields';

export type ElementForm = {
  code: string;
  name: string;
  type: string;
  uri: string;
  method: string;
  description: string;
};

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export const emptyElement = (menuCode: string): ElementForm => ({
  code: `${menuCode}:`,
  name: '',
  type: 'button',
  uri: '',
  method: 'GET',
  description: '',
});

export function toElementForm(element: Element): ElementForm {
  return {
    code: element.code,
    name: element.name ?? '',
    type: element.type ?? 'button',
    uri: element.uri ?? '',
    method: element.method ?? 'GET',
    description: element.description ?? '',
  };
}

/** An element's code reads `<menu code>:<button>`, which ties a button to its screen. */
export function elementSchema(menuCode: string) {
  return z.object({
    code: requiredText(128)
      .refine((v) => v.startsWith(`${menuCode}:`), `elementPrefix:${menuCode}`)
      .refine((v) => /^[A-Za-z][A-Za-z0-9_-]*:[A-Za-z0-9_-]+$/.test(v), 'elementCode'),
    name: requiredText(64),
    type: z.enum(['button', 'uri']),
    uri: optionalText(255),
    method: z.enum(METHODS),
    description: optionalText(1000),
  });
}
