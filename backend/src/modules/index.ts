import type { RouteDef } from '../http/router.js';
import { deviceResources } from './devices.js';
import { groupTemplateResources } from './group-templates.js';
import { logResources } from './logs.js';
import { type ResourceDef, resourceElements, resourceRoutes } from './resource.js';
import { rollerDataRoutes } from './roller-data.js';
import { settingsPages, settingsRoutes } from './settings.js';
import { siteResources } from './site.js';
import { sparePartResources } from './spare-parts.js';

/** Every module entity served by definition. */
export const resources: readonly ResourceDef[] = [...siteResources, ...deviceResources, ...sparePartResources, ...groupTemplateResources, ...logResources];

export const moduleRoutes: RouteDef[] = [...resources.flatMap(resourceRoutes), ...settingsPages.flatMap(settingsRoutes), ...rollerDataRoutes];

/** Element (button) codes the module screens' writes need, by screen code, for the seed. */
export function moduleElements(): Map<string, ReturnType<typeof resourceElements>> {
  const out = new Map<string, ReturnType<typeof resourceElements>>();
  for (const def of resources) {
    const list = out.get(def.screen) ?? [];
    for (const element of resourceElements(def)) if (!list.some((e) => e.suffix === element.suffix)) list.push(element);
    if (list.length > 0) out.set(def.screen, list);
  }
  for (const def of settingsPages) out.set(def.screen, [...(out.get(def.screen) ?? []), { suffix: 'btn_save', name: '保存', method: 'PUT', uri: def.path.replace(/^\/api/, '') }]);
  return out;
}
