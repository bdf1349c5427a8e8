import { adminPages } from '@console/contract/admin/pages';
import { WATERMARK_API, WATERMARK_DEFAULT, type WatermarkReply } from '@console/contract/admin/watermark';
import { watermarkSchema } from '@console/contract/admin/watermark-schema';
import { savedSetting, saveSetting } from '../../kit/settings.js';
import { asObject } from '../../domain/validate.js';
import { ok, rejected } from '../../http/reply.js';
import type { RouteDef } from '../../http/router.js';
import type { Store } from '../../db/database.js';
import type { ScreenElement } from '../module.js';

const screen = adminPages.pages.user.code;
const key = 'admin/watermark';

function read(store: Store): WatermarkReply {
  const row = savedSetting(store, key);
  const saved = row ? watermarkSchema.safeParse(JSON.parse(row.value)) : null;
  return {
    ...(saved?.success ? saved.data : WATERMARK_DEFAULT),
    ...(row?.updTime ? { updTime: row.updTime } : {}),
    ...(row?.updName ? { updName: row.updName } : {}),
  };
}

/** The button on the users' page that changes it, offered to existing data folders with the module's others. */
export const watermarkElement: ScreenElement = {
  screen,
  suffix: 'btn_watermark',
  name: '水印设置',
  method: 'PUT',
  uri: WATERMARK_API.replace(/^\/api/, ''),
};

export const watermarkRoutes: RouteDef[] = [
  { method: 'GET', path: WATERMARK_API, handler: (ctx) => ok(read(ctx.app.store)) },
  {
    method: 'PUT',
    path: WATERMARK_API,
    permission: `${screen}:${watermarkElement.suffix}`,
    log: { menuCode: screen, opt: '水印设置' },
    handler(ctx) {
      const parsed = watermarkSchema.safeParse(asObject(ctx.body));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw rejected(
          issue.path[0] === 'text' ? issue.message : `水印设置不合法：${issue.path.join('.') || '请求体'}`,
        );
      }
      const store = ctx.app.store;
      saveSetting(store, key, parsed.data, ctx.actor);
      return ok(read(store));
    },
  },
];
