import type { SqlValue } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';
import { qualityPages } from '@console/contract/quality/pages';
import { smsGroup, smsRecords } from '@console/contract/quality/resources';
import { MOBILE } from '@console/contract/fleet/resources';
import { maskEmailFields, maskPhoneFields } from '../../kit/mask.js';
import { EMAIL, namedPairs } from '../../kit/recipients.js';

// Warning SMS groups: who receives an alarm's text message, by problem domain and alarm level. The
// recipients' numbers are personal data: lists and exports show them masked, and only the edit form
// of a holder of the edit code reads them in full.

const pages = qualityPages.pages;

/**
 * Recipients as "name:phone" pairs separated by commas, semicolons or new lines (full-width marks
 * too); stored as "name:phone, name:phone". Refuses a bad pair, a number twice, or none at all.
 */
export const normalizeRecipients = (text: string): string =>
  namedPairs(text, {
    who: '接收人',
    noun: '手机号',
    empty: '接收人不能为空',
    problem: (name, phone) => (MOBILE.test(phone) ? null : `接收人 ${name} 的手机号 ${phone} 不是 11 位手机号码`),
  });

/**
 * E-mail recipients as "name:address" pairs, separated as the mobiles are; stored as "name:address, name:address"
 * (a blank field is no e-mail: a group need not e-mail anyone). An address counts once whatever its case.
 */
export const normalizeEmails = (text: string): string =>
  namedPairs(text, {
    who: '邮件接收人',
    noun: '邮箱',
    empty: '邮件接收人格式不正确，应为 姓名:邮箱',
    problem: (name, address) => (EMAIL.test(address) ? null : `邮件接收人 ${name} 的邮箱 ${address} 格式不正确`),
    key: (address) => address.toLowerCase(),
  });

function checkQuiet(row: Record<string, SqlValue>, before?: Record<string, unknown>): void {
  const from = row.quietFrom !== undefined ? row.quietFrom : (before?.quietFrom ?? null);
  const to = row.quietTo !== undefined ? row.quietTo : (before?.quietTo ?? null);
  if ((from === null) !== (to === null)) throw rejected('免打扰开始和结束时间须同时填写或同时留空');
  if (from !== null && from === to) throw rejected('免打扰开始和结束时间不能相同');
}

export const smsGroupResources: ResourceDef[] = [
  {
    ...declaredAs(smsGroup, {
      recipients: { normalize: normalizeRecipients },
      emails: { normalize: normalizeEmails },
    }),
    table: 'pdca_sms_group',
    view:
      'SELECT id, name, domain, level, recipients, emails, quietFrom, quietTo, enabled, updTime ' +
      'FROM pdca_sms_group',
    menus: [pages.hjWarningSms.code],
    screen: pages.hjWarningSms.code,
    keyword: ['name'],
    defaultSort: 'domain ASC, level ASC, name ASC',
    writes: { create: true, update: true, delete: true },
    guard: {
      create: (_store, row) => checkQuiet(row),
      update: (_store, _id, row, before) => checkQuiet(row, before),
    },
    mask: {
      element: 'btn_edit',
      row: (row) => maskEmailFields('emails')(maskPhoneFields('recipients')(row)),
    },
  },
];

/** 短信发送记录 of both PDCA groups: read only, numbers always masked (the groups hold them). */
const smsRecordScreens = {
  znys: pages.pdcaSmsRecord.code,
  hj: pages.hjPdcaSmsRecord.code,
} as const;

export const smsRecordResources: ResourceDef[] = (['znys', 'hj'] as const).map((domain) => ({
  ...declaredAs(smsRecords[domain]),
  table: 'pdca_sms_record',
  view:
    'SELECT id, domain, t, channel, name, phone, email, level, problemId, problemNo, groupName, content, status, ' +
    'reason, sentAt FROM pdca_sms_record',
  menus: [smsRecordScreens[domain]],
  screen: smsRecordScreens[domain],
  fixed: { domain: [domain] },
  keyword: ['name', 'problemNo', 'content'],
  defaultSort: 't DESC, id DESC',
  // The problem pages raise problems lazily; so does this one, or a problem nobody opened would send nothing.
  // `btn_phone` is no element of the page: nobody reads a record's number in full (the groups hold it).
  mask: {
    element: 'btn_phone',
    row: (row) => maskEmailFields('email')(maskPhoneFields('phone')(row)),
  },
}));
