import type { Field } from '@console/contract/field';
import type { Resource } from '@console/contract/resource';
import type { ColumnDef, FormRule } from '../screen-defs';

/**
 * How a page shows one of its resource's fields, beyond what the contract declares. `false`: not on the page at all.
 */
export type ColumnLook =
  | false
  | (Partial<Omit<ColumnDef, 'field' | 'title' | 'type' | 'dict' | 'unit' | 'form' | 'declaration'>> & {
      /**
       * The form's own part: what an empty choice means, or `required` where the form asks for a choice the platform
       * would otherwise default (a status); `false`: never in the form though writable.
       */
      form?: Pick<FormRule, 'emptyLabel' | 'required'> | false;
      /** `online`: a 1/0 field shown as online/offline (a device's link), not as a number. */
      type?: 'online';
    });

/** The form rule of a writable field: the contract's rules, as the form checks them. */
function formRule(field: Field): FormRule {
  return {
    ...(field.required ? { required: true } : {}),
    ...(field.createOnly ? { createOnly: true } : {}),
    ...(field.min !== undefined ? { min: field.min } : {}),
    ...(field.max !== undefined ? { max: field.max } : {}),
    ...(field.pattern ? { pattern: new RegExp(field.pattern.source), patternMessage: field.pattern.message } : {}),
    ...(field.multiline ? { multiline: true } : {}),
    ...(field.secret ? { secret: true } : {}),
  };
}

/**
 * A page's columns of a resource, in the contract's order: each field's name, labels, type, unit, dictionary and
 * form rules from its declaration, with the page's look (width, a hidden-at-first column, chip colours, how a
 * reference is chosen). A field the look sets to `false` is not shown; a look naming a field the resource lacks
 * is a mistake worth a throw.
 */
export function columnsOf(resource: Resource, looks: Readonly<Record<string, ColumnLook>> = {}): ColumnDef[] {
  for (const name of Object.keys(looks))
    if (!resource.fields.some((f) => f.name === name)) throw new Error(`${resource.api} has no field ${name}`);
  return resource.fields.flatMap((field): ColumnDef[] => {
    const look = looks[field.name];
    if (look === false) return [];
    const { form, ...rest } = look ?? {};
    const writable = !field.computed && form !== false;
    return [
      {
        field: field.name,
        title: field.label,
        // Whole-number codes with a dictionary (a level) are shown and chosen as the dictionary's labels.
        type: field.type === 'int' && field.dict ? 'enum' : field.type,
        ...(field.dict ? { dict: field.dict } : {}),
        ...(field.values ? { choices: field.values } : {}),
        ...(field.unit ? { unit: field.unit } : {}),
        ...(field.sortable ? { sortable: true } : {}),
        ...rest,
        form: writable ? { ...formRule(field), ...(form || {}) } : false,
        declaration: field,
      },
    ];
  });
}
