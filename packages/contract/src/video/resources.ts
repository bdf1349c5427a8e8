import { field, pattern } from '../field';
import { resource } from '../resource';

/** The accounts of the video platforms the cameras stream through: the secret is written, never read back. */

export const videoPlatforms = ['hikvision', 'dahua', 'ezviz', 'imou'] as const;
export const verifyResults = ['ok', 'noSecret', 'expired'] as const;

export const videoAccount = resource('/api/spjk/account', { zh: '视频账号', en: 'video account' }, [
  field('name', '账号名称', 'Name', 'text', { required: true, max: 64, unique: true, filter: 'like', sortable: true }),
  field('platform', '平台', 'Platform', 'enum', {
    dict: 'videoPlatform',
    values: videoPlatforms,
    required: true,
    filter: 'eq',
    sortable: true,
  }),
  field('appKey', 'AppKey', 'AppKey', 'text', {
    required: true,
    max: 128,
    pattern: pattern(/^[A-Za-z0-9_-]+$/, '只能包含字母、数字、- 和 _', 'Letters, digits, - and _ only', {
      zh: 'AppKey 只能包含字母、数字、- 和 _',
      en: 'AppKey: letters, digits, - and _ only',
    }),
  }),
  field('secret', 'Secret', 'Secret', 'text', { max: 256, secret: true }),
  field('secretSet', '密钥', 'Secret', 'int', { dict: 'secretSet', computed: true }),
  field('expiry', '到期日期', 'Expires', 'date', { sortable: true }),
  field('cameras', '摄像头数', 'Cameras', 'int', { computed: true, sortable: true }),
  field('verifyResult', '验证结果', 'Verification', 'enum', {
    dict: 'verifyResult',
    values: verifyResults,
    computed: true,
    filter: 'eq',
  }),
  field('lastVerified', '最后验证', 'Last verified', 'time', { computed: true, sortable: true }),
  field('updTime', '更新时间', 'Updated', 'time', { computed: true, sortable: true }),
]);
