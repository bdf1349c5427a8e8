import { rejected } from '../../http/reply.js';
import { fieldsFrom } from '../../kit/fields.js';
import type { SettingsDef } from '../../kit/settings.js';
import { displayConfig as declared, displayTiles } from '@console/contract/bigscreen/resources';
import { bigscreenPages } from '@console/contract/bigscreen/pages';

export { displayTiles };

const screen = bigscreenPages.pages.szhsgProgressDisplay.code;

/** What the big screen shows and how (进度展示控制); a field the contract does not require may be cleared. */
export const displayConfig: SettingsDef = {
  path: declared.api,
  menus: [screen],
  screen,
  fields: fieldsFrom(declared, { sectionId: { ref: { table: 'site_section' } } }).map((f) => ({
    ...f,
    default: (f.default ?? null) as number | string | null,
    ...(f.required ? {} : { optional: true }),
  })),
  declared,
  check(values, store) {
    if (displayTiles.every((t) => values[t.name] === 0)) throw rejected('至少显示一个板块');
    const places = displayTiles.map((t) => values[`${t.name}Order`]);
    if (new Set(places).size !== places.length) throw rejected('板块顺序不能重复');
    if (values.sectionId !== null && !store.get('SELECT 1 FROM site_section WHERE id = ?', values.sectionId as number))
      throw rejected('进度标段不存在');
  },
};
