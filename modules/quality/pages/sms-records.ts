import { qualityPages } from '@console/contract/quality/pages';
import { type ProblemDomain, smsRecords as smsRecordsOf } from '@console/contract/quality/resources';
import type { PageInfo } from '@console/contract/page';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// 短信发送记录 of both PDCA groups: one row per recipient of each warning SMS or e-mail, read only. The platform
// answers the numbers and addresses masked (138****1234, zh***@site.cn); the full ones stay with the SMS groups.
// Fields: the contract.

/** A record's problem links to its group's problem records, found by number. */
const pathOf = (page: PageInfo) => `/${page.group}/${page.code}`;

function smsRecords(domain: ProblemDomain, problemPage: string): ResourceScreenDef {
  const resource = smsRecordsOf[domain];
  return {
    api: resource.api,
    columns: columnsOf(resource, {
      t: { width: 160 },
      channel: { width: 100, filter: true, colors: { sms: 'default', email: 'info' } },
      phone: { width: 120 },
      email: { width: 160 },
      name: { width: 90, filter: true },
      level: { width: 90, filter: true, colors: { '1': 'info', '2': 'warning', '3': 'error' } },
      problemId: false,
      problemNo: { width: 170, filter: true, link: { page: problemPage, param: 'keyword' } },
      content: { width: 380 },
      status: { width: 90, filter: true, colors: { sent: 'success', unsent: 'warning', pending: 'info' } },
      reason: { width: 220 },
      groupName: { width: 160, optional: true },
      sentAt: { width: 160, optional: true },
      domain: false,
    }),
    keyword: true,
    sort: '-t',
    range: { column: 't' },
    noun: resource.noun,
    nameField: 'problemNo',
  };
}

const { pages } = qualityPages;

export const znysSmsRecords = smsRecords('znys', pathOf(pages.pdcaProblemRecord));
export const hjSmsRecords = smsRecords('hj', pathOf(pages.hjPdcaProblemRecord));
