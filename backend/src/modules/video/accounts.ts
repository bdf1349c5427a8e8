import { rejected } from '../../http/reply.js';
import { videoPlatforms } from '../../sim/site/equipment.js';
import { siteNow } from '../site/console-logins.js';
import type { ResourceDef } from '../../kit/resource.js';

// Accounts of the video platforms the cameras stream through. The secret is written, never read back
// nor exported (the view does not select it). Verification is what this backend can know: no vendor
// cloud is contacted.

export const verifyResults = ['ok', 'noSecret', 'expired'] as const;

export const videoAccountResources: ResourceDef[] = [
  {
    path: '/api/spjk/account',
    table: 'spjk_account',
    view: `SELECT a.id, a.platform, a.name, a.appKey, CASE WHEN a.secret IS NULL OR a.secret = '' THEN 0 ELSE 1 END AS secretSet, a.expiry,
        (SELECT COUNT(*) FROM site_device d WHERE d.kind = 'camera' AND json_extract(d.params, '$.accountId') = a.id) AS cameras,
        a.lastVerified, a.verifyResult, a.updTime
      FROM spjk_account a`,
    // The camera pages pick an account from this list.
    menus: ['spjkVideoAccountManager', 'spjkCameraRegisterManager'],
    screen: 'spjkVideoAccountManager',
    noun: '视频账号',
    fields: [
      {
        name: 'platform',
        label: '平台',
        type: 'enum',
        values: videoPlatforms,
        required: true,
        filter: 'eq',
        sortable: true,
      },
      {
        name: 'name',
        label: '账号名称',
        type: 'text',
        required: true,
        max: 64,
        unique: true,
        filter: 'like',
        sortable: true,
      },
      {
        name: 'appKey',
        label: 'AppKey',
        type: 'text',
        required: true,
        max: 128,
        pattern: /^[A-Za-z0-9_-]+$/,
        patternMessage: 'AppKey 只能包含字母、数字、- 和 _',
      },
      { name: 'secret', label: 'Secret', type: 'text', max: 256, secret: true },
      { name: 'secretSet', label: '已设置密钥', type: 'int', readOnly: true },
      { name: 'expiry', label: '到期日期', type: 'date', sortable: true },
      { name: 'cameras', label: '摄像头数', type: 'int', readOnly: true, sortable: true },
      { name: 'lastVerified', label: '最后验证时间', type: 'time', readOnly: true, sortable: true },
      { name: 'verifyResult', label: '验证结果', type: 'enum', values: verifyResults, readOnly: true, filter: 'eq' },
      { name: 'updTime', label: '更新时间', type: 'time', readOnly: true, sortable: true },
    ],
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
