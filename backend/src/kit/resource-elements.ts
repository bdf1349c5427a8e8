import { crudElement, type ResourceDef } from './resource.js';

/** The element codes a resource's writes need, for the seed. */
export function resourceElements(
  def: ResourceDef,
): { suffix: string; name: string; method: 'POST' | 'PUT' | 'DELETE'; uri: string }[] {
  const uri = def.path.replace(/^\/api/, '');
  return [
    ...(def.writes?.create
      ? [
          {
            suffix: crudElement(def, 'btn_add'),
            name: `新增${def.elements ? def.noun : ''}`,
            method: 'POST' as const,
            uri,
          },
        ]
      : []),
    ...(def.writes?.update
      ? [
          {
            suffix: crudElement(def, 'btn_edit'),
            name: `编辑${def.elements ? def.noun : ''}`,
            method: 'PUT' as const,
            uri: `${uri}/{*}`,
          },
        ]
      : []),
    ...(def.writes?.delete
      ? [
          {
            suffix: crudElement(def, 'btn_del'),
            name: `删除${def.elements ? def.noun : ''}`,
            method: 'DELETE' as const,
            uri: `${uri}/{*}`,
          },
        ]
      : []),
    ...(def.commands ?? []).map((c) => ({
      suffix: c.element,
      name: c.label,
      method: c.method,
      uri: `${uri}/{*}/${c.name}`,
    })),
  ];
}
