import type { Field, Text } from './field';

/**
 * A module's resource as both sides see it: where it is served (`GET <api>/page`, `<api>/{id}`, `<api>/all`,
 * `<api>/export` and the writes its backend allows), what a row of it is called, and its fields. The backend adds
 * where the rows are stored; the console adds how they are shown.
 */
export interface Resource {
  readonly api: string;
  readonly noun: Text;
  readonly fields: readonly Field[];
}

export const resource = (api: string, noun: Text, fields: readonly Field[]): Resource => ({ api, noun, fields });

/**
 * One field of a resource, by name (a declaration that names a field the resource lacks is a mistake worth a throw).
 */
export function fieldOf(res: Resource, name: string): Field {
  const found = res.fields.find((f) => f.name === name);
  if (!found) throw new Error(`${res.api} has no field ${name}`);
  return found;
}
