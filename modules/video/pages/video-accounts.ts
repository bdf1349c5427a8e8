import { videoAccount as account } from '@console/contract/video/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Accounts of the video platforms; the secret is write-only, and verification is the platform's check. Fields and
// rules: the contract.

export const videoAccount: ResourceScreenDef = {
  api: account.api,
  columns: columnsOf(account, {
    name: { width: 180 },
    platform: { width: 110, filter: true },
    appKey: { width: 200 },
    secret: { hidden: true },
    secretSet: { width: 90 },
    expiry: { width: 120 },
    cameras: { width: 100 },
    verifyResult: { width: 120, filter: true },
    lastVerified: { width: 160 },
    updTime: false,
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  sort: 'name',
  noun: account.noun,
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
