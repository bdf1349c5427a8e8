import { rejected } from '../../http/reply.js';
import { siteNow } from '../../kit/site-clock.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { equipmentPages } from '@console/contract/equipment/pages';
import { videoPages } from '@console/contract/video/pages';
import { videoAccount } from '@console/contract/video/resources';

// Accounts of the video platforms the cameras stream through. The secret is written, never read back
// nor exported (the view does not select it). Verification is what this backend can know: no vendor
// cloud is contacted.

export const videoAccountResources: ResourceDef[] = [
  {
    ...declaredAs(videoAccount),
    table: 'spjk_account',
    view: `SELECT a.id, a.platform, a.name, a.appKey, CASE WHEN a.secret IS NULL
      OR a.secret = '' THEN 0 ELSE 1 END AS secretSet, a.expiry,
        (SELECT COUNT(*) FROM site_device d WHERE d.kind = 'camera'
        AND json_extract(d.params, '$.accountId') = a.id) AS cameras,
        a.lastVerified, a.verifyResult, a.updTime
      FROM spjk_account a`,
    // The camera pages pick an account from this list.
    menus: [videoPages.pages.spjkVideoAccount.code, equipmentPages.pages.spjkCameraRegister.code],
    screen: videoPages.pages.spjkVideoAccount.code,
    keyword: ['name', 'appKey'],
    defaultSort: 'name ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      delete(_store, _id, before) {
        if (Number(before.cameras) > 0)
          throw rejected(`账号 ${String(before.name)} 仍有 ${String(before.cameras)} 个摄像头使用，不能删除`);
      },
    },
    commands: [
      {
        name: 'verify',
        element: 'btn_verify',
        label: '验证',
        method: 'POST',
        // What the platform itself knows about the account: a secret to sign with, and a date not passed.
        run(store, row, _body, ctx) {
          const now = siteNow(ctx.app);
          const result = !row.secretSet
            ? 'noSecret'
            : typeof row.expiry === 'string' && row.expiry < now.slice(0, 10)
              ? 'expired'
              : 'ok';
          store.run('UPDATE spjk_account SET lastVerified = ?, verifyResult = ? WHERE id = ?', now, result, row.id);
        },
      },
    ],
  },
];
