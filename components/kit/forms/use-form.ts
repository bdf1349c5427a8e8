'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { useUnsavedWork } from '@/components/shell/use-unsaved-work';

type Values = Record<string, string>;

/** What the form needs of its schema: a zod schema, classic or mini, has it. */
export type FormSchema<V, O> = {
  safeParse(
    value: V,
  ):
    | { success: true; data: O }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/**
 * A form's text values, checked by a zod schema whose messages are keys of
 * `adminCommon.validation` (`key`, or `key:arg` for a message with `{arg}`). Errors appear on blur of a changed field
 * and on submit, and clear as the field is corrected.
 */
export function useForm<V extends Values, O>(
  schema: FormSchema<V, O>,
  initial: V,
  {
    guard = true,
    labels = {},
  }: {
    guard?: boolean;
    /** Field names as the user sees them, for the unsaved input's text. */ labels?: Partial<Record<keyof V, string>>;
  } = {},
) {
  const t = useTranslations('adminCommon.validation');
  const [start, setStart] = useState<V>(initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  // Input that differs from what the form was filled with is unsaved work (while `guard`: a
  // dialog's form only while the dialog is open).
  useUnsavedWork(guard && (Object.keys(values) as (keyof V)[]).some((k) => values[k] !== start[k]), () =>
    (Object.keys(values) as (keyof V & string)[])
      .filter((k) => values[k] !== '' && labels[k] !== '')
      .map((k) => `${labels[k] ?? k}: ${values[k]}`)
      .join('\n'),
  );

  const problems = (v: V) => {
    const result = schema.safeParse(v);
    const found: Partial<Record<keyof V, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof V | undefined;
        if (key !== undefined && !(key in found)) found[key] = issue.message;
      }
    }
    return { result, found };
  };

  const check = (name: keyof V, v: V) => setErrors((e) => ({ ...e, [name]: problems(v).found[name] }));

  // Functional update: two fields set in one event (a code and the href that follows it) both stick.
  const set = (name: keyof V, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) check(name, { ...values, [name]: value });
  };

  const translate = (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    // Split at the first colon only: a definition's own message (`custom:…`) may contain more.
    const at = key.indexOf(':');
    const [name, arg] = at < 0 ? [key, undefined] : [key.slice(0, at), key.slice(at + 1)];
    // The key arrives as a plain string from a schema's message, so the type check cannot see it;
    // the schemas only use keys of adminCommon.validation.
    return t(name as Parameters<typeof t>[0], { arg: arg ?? '' });
  };

  return {
    values,
    errors,
    set,
    /** The parsed output, or null after showing every field's first problem. */
    submit(): O | null {
      const { result, found } = problems(values);
      setErrors(found);
      return result.success ? result.data : null;
    },
    reset(next: V) {
      setStart(next);
      setValues(next);
      setErrors({});
    },
    /** A server-side finding (e.g. a taken user name) shown on its field. */
    setError(name: keyof V, key: string) {
      setErrors((e) => ({ ...e, [name]: key }));
    },
    field(name: keyof V & string, helper?: string) {
      return {
        name,
        value: values[name],
        onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
        onBlur: () => {
          if (values[name] !== start[name] || errors[name]) check(name, values);
        },
        error: Boolean(errors[name]),
        helperText: translate(errors[name]) ?? helper ?? ' ',
      };
    },
  };
}
