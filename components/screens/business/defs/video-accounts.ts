import type { ResourceScreenDef } from '../resource-def';

// Accounts of the video platforms; the secret is write-only, and verification is the platform's check.

export const videoAccount: ResourceScreenDef = {
  api: '/api/spjk/account',
  screen: 'spjkVideoAccountManager',
  columns: [
    { field: 'name', title: { zh: '账号名称', en: 'Name' }, type: 'text', width: 180, sortable: true, form: { required: true, max: 64 } },
    { field: 'platform', title: { zh: '平台', en: 'Platform' }, type: 'enum', dict: 'videoPlatform', width: 110, sortable: true, filter: true, form: { required: true } },
    {
      field: 'appKey',
      title: { zh: 'AppKey', en: 'AppKey' },
      type: 'text',
      width: 200,
      form: { required: true, max: 128, pattern: /^[A-Za-z0-9_-]+$/, patternMessage: { zh: '只能包含字母、数字、- 和 _', en: 'Letters, digits, - and _ only' } },
    },
    { field: 'secret', title: { zh: 'Secret', en: 'Secret' }, type: 'text', hidden: true, form: { max: 256, secret: true } },
    { field: 'secretSet', title: { zh: '密钥', en: 'Secret' }, type: 'enum', dict: 'secretSet', width: 90, form: false },
    { field: 'expiry', title: { zh: '到期日期', en: 'Expires' }, type: 'date', width: 120, sortable: true, form: {} },
    { field: 'cameras', title: { zh: '摄像头数', en: 'Cameras' }, type: 'int', width: 100, sortable: true, form: false },
    { field: 'verifyResult', title: { zh: '验证结果', en: 'Verification' }, type: 'enum', dict: 'verifyResult', width: 120, filter: true, form: false },
    { field: 'lastVerified', title: { zh: '最后验证', en: 'Last verified' }, type: 'time', width: 160, sortable: true, form: false },
  ],
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'name',
  noun: { zh: '视频账号', en: 'video account' },
  nameField: 'name',
  commands: [
    {
      name: 'verify',
      element: 'btn_verify',
      method: 'POST',
      label: { zh: '验证 {name}', en: 'Verify {name}' },
      icon: 'verify',
      done: { zh: '已验证账号 {name}，结果见验证结果列', en: 'Verified {name}; see the Verification column' },
    },
  ],
};
