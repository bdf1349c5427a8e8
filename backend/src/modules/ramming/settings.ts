import { fieldsFrom } from '../../kit/fields.js';
import type { SettingsDef } from '../../kit/settings.js';
import { rammingPages } from '@console/contract/ramming/pages';
import type { Resource } from '@console/contract/resource';
import { ddcConfig, hjConfig } from '@console/contract/ramming/settings';

/** The rammers' and the DDC rigs' global settings (全局配置, 参数配置). Fields: the contract. */

const pages = rammingPages.pages;

/** A settings record from its declaration: every field is required and has its default until first saved. */
function settingsOf(declared: Resource, page: string): SettingsDef {
  return {
    path: declared.api,
    menus: [page],
    screen: page,
    fields: fieldsFrom(declared).map((f) => ({ ...f, default: f.declaration?.default ?? null })),
    declared,
  };
}

export const rammingSettings: SettingsDef[] = [
  settingsOf(hjConfig, pages.hjGlobalConfig.code),
  settingsOf(ddcConfig, pages.ddcConfig.code),
];
