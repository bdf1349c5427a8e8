import { smsGroup as resource } from '@console/contract/quality/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// Warning SMS and e-mail groups; the list shows the numbers and addresses masked, the edit form reads them in full.
// Fields and rules: the contract.

export const smsGroup: ResourceScreenDef = {
  api: resource.api,
  columns: columnsOf(resource, {
    name: { width: 160 },
    // The form asks for the group and the state, rather than leaving them to the platform's defaults.
    domain: { width: 120, filter: true, form: { required: true } },
    level: { width: 90, filter: true },
    recipients: { width: 360 },
    emails: { width: 300 },
    quietFrom: { width: 100 },
    quietTo: { width: 100 },
    enabled: { width: 80, filter: true, form: { required: true } },
    updTime: { width: 160, optional: true },
  }),
  writes: { create: true, update: true, delete: true },
  keyword: true,
  noun: resource.noun,
  nameField: 'name',
  editReadsRow: true,
};
