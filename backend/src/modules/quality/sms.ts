import type { MailConfig, SmsGatewayConfig } from '../../config.js';
import { transportOf } from '../../kit/mail.js';
import type { Store } from '../../db/database.js';
import type { smsStatuses } from '@console/contract/quality/resources';
import { readableReason } from '../../kit/reason.js';
import { DEMO_MOBILE } from '@console/contract/fleet/resources';

/*
 * Warning SMS and e-mail (预警短信 / 短信发送记录). A raised problem notifies every enabled SMS group of its domain and
 * level: one record per recipient and channel (each mobile a text message, each of the group's e-mail addresses an
 * e-mail), written in the problem's transaction. Outside the group's quiet hours and with the channel's gateway
 * configured (the SMS gateway, the mail server) the record waits as `pending` and the outbox sends it once the
 * transaction has committed; otherwise it is `unsent` with the reason at once. The gateway's answer settles a
 * pending record: 2xx (the mail server's acceptance) `sent`, anything else `unsent` with the status or the error.
 *
 * The one adapter shape (README.md, 短信网关): `POST <SMS_GATEWAY_URL>` with JSON `{phone, content, sign}`,
 * `Authorization: Bearer <SMS_GATEWAY_TOKEN>` when a token is set; any 2xx is a sent message.
 */

export { smsStatuses } from '@console/contract/quality/resources';
export type SmsStatus = (typeof smsStatuses)[number];

export const unconfiguredReason = '未配置短信网关';
export const noMailReason = '未配置邮件服务器';
/** A demo number (the simulated site's) is never sent to: no carrier assigns it, and it may be a stranger's one day. */
export const demoReason = '演示号码，不发送';

/** The problem a record is about, as `promoteAlarms` or a person's report wrote it. */
export interface SmsProblem {
  id: number;
  problemNo: string;
  domain: string;
  level: number;
  objectName: string | null;
  description: string | null;
  /** Site time the problem was found; quiet hours are judged at it. */
  foundAt: string;
  deadline: string;
}

const levelNames: Record<number, string> = { 1: '一级', 2: '二级', 3: '三级' };

/** `HH:mm` of `t` is inside [from, to), the range wrapping midnight when `to` is not after `from`. */
export function inQuietHours(t: string, from: string | null, to: string | null): boolean {
  if (!from || !to || from === to) return false;
  const hhmm = t.slice(11, 16);
  return from < to ? hhmm >= from && hhmm < to : hhmm >= from || hhmm < to;
}

export function smsContent(problem: SmsProblem): string {
  const subject = [problem.objectName, problem.description].filter(Boolean).join('：');
  return `【${levelNames[problem.level] ?? problem.level}预警】${problem.problemNo} ${subject}，请于 ${problem.deadline} 前整改。`;
}

/** "name:phone, name:phone" as the groups store it. */
function recipientsOf(text: string): { name: string; phone: string }[] {
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.lastIndexOf(':');
      return { name: pair.slice(0, at).trim(), phone: pair.slice(at + 1).trim() };
    });
}

/**
 * Writes the records of a problem's notifications, in the caller's transaction, and asks the outbox to
 * send the pending ones after it. Answers how many records were written.
 */
export function queueProblemSms(store: Store, projectId: number, problem: SmsProblem): number {
  const groups = store.all<{
    id: number;
    name: string;
    recipients: string;
    emails: string | null;
    quietFrom: string | null;
    quietTo: string | null;
  }>(
    'SELECT id, name, recipients, emails, quietFrom, quietTo FROM pdca_sms_group WHERE domain = ? AND level = ? ' +
      'AND enabled = 1 ORDER BY id',
    problem.domain,
    problem.level,
  );
  const outbox = outboxes.get(store);
  const content = smsContent(problem);
  let written = 0;
  let pending = 0;
  for (const group of groups) {
    const quiet = inQuietHours(problem.foundAt, group.quietFrom, group.quietTo)
      ? `免打扰时段（${group.quietFrom}–${group.quietTo}）`
      : null;
    const reason = quiet ?? (outbox?.gateway ? null : unconfiguredReason);
    const record = (channel: 'sms' | 'email', name: string, address: string, refused: string | null) => {
      store.insert('pdca_sms_record', {
        projectId,
        domain: problem.domain,
        groupId: group.id,
        groupName: group.name,
        level: problem.level,
        problemId: problem.id,
        problemNo: problem.problemNo,
        channel,
        name,
        phone: channel === 'sms' ? address : '',
        email: channel === 'email' ? address : null,
        content,
        t: problem.foundAt,
        status: refused ? 'unsent' : 'pending',
        reason: refused,
        crtTime: problem.foundAt,
        crtUser: '0',
        crtName: 'system',
        crtHost: '127.0.0.1',
      });
      written++;
      if (!refused) pending++;
    };
    for (const { name, phone } of recipientsOf(group.recipients))
      record('sms', name, phone, reason ?? (DEMO_MOBILE.test(phone) ? demoReason : null));
    for (const { name, phone: address } of recipientsOf(group.emails ?? ''))
      record('email', name, address, quiet ?? (outbox?.mail ? null : noMailReason));
  }
  if (pending > 0) outbox?.schedule();
  return written;
}

/** What one call to the gateway came to: `null` = sent, else the reason it was not. */
async function postToGateway(
  gateway: SmsGatewayConfig,
  message: { phone: string; content: string },
): Promise<string | null> {
  try {
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
      },
      body: JSON.stringify({ phone: message.phone, content: message.content, sign: gateway.sign }),
      signal: AbortSignal.timeout(gateway.timeoutMs),
      redirect: 'error',
    });
    // Drained so the connection is reused; the gateway's words are kept short in the reason.
    const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 120);
    if (response.ok) return null;
    return `短信网关返回 HTTP ${response.status}${text ? `：${text}` : ''}`;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') return `短信网关超时（${gateway.timeoutMs} ms）`;
    return `短信网关不可达：${readableReason(error)}`;
  }
}

/** What one e-mail to the mail server came to: `null` = accepted, else the reason it was not. */
async function mailOne(
  mail: MailConfig,
  message: { name: string | null; email: string; level: number; problemNo: string | null; content: string },
): Promise<string | null> {
  try {
    const transport = await transportOf(mail);
    await transport.sendMail({
      from: mail.from,
      to: { name: message.name ?? '', address: message.email },
      subject: `【${levelNames[message.level] ?? message.level}预警】${message.problemNo ?? ''}`.trim(),
      text: message.content,
    });
    return null;
  } catch (error) {
    return `邮件服务器未接收：${readableReason(error)}`.slice(0, 200);
  }
}

/**
 * Sends the pending records of one store, one batch at a time, never two runs at once. Records left
 * pending by a stop are sent by the next run (each start runs once).
 */
export class SmsOutbox {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly store: Store,
    readonly gateway: SmsGatewayConfig | undefined,
    readonly mail: MailConfig | undefined,
    private readonly now: () => string,
    private readonly logError: (message: string, error: unknown) => void,
  ) {}

  /** A run after the current task (so after the transaction that queued records has committed). */
  schedule(): void {
    if ((!this.gateway && !this.mail) || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.run());
  }

  /** Resolves when no run is under way (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  private async run(): Promise<void> {
    try {
      for (;;) {
        this.again = false;
        if (this.stopped) break;
        const batch = this.store.all<{
          id: number;
          channel: string;
          name: string | null;
          phone: string;
          email: string | null;
          level: number;
          problemNo: string | null;
          content: string;
        }>(
          'SELECT id, channel, name, phone, email, level, problemNo, content FROM pdca_sms_record ' +
            "WHERE status = 'pending' ORDER BY id LIMIT 50",
        );
        for (const record of batch) {
          // A record is pending only when its channel's gateway was configured (a restart may have taken it away).
          const reason =
            record.channel === 'email'
              ? this.mail && record.email
                ? await mailOne(this.mail, { ...record, email: record.email })
                : noMailReason
              : this.gateway
                ? await postToGateway(this.gateway, record)
                : unconfiguredReason;
          if (this.stopped) return;
          // Its own write turn: a timer's write never waits synchronously on the simulator's lock.
          await this.store.inWriteTurn(() =>
            this.store.run(
              'UPDATE pdca_sms_record SET status = ?, reason = ?, sentAt = ?, updTime = ? WHERE id = ? ' +
                "AND status = 'pending'",
              reason ? 'unsent' : 'sent',
              reason,
              reason ? null : this.now(),
              this.now(),
              record.id,
            ),
          );
        }
        if (batch.length < 50 && !this.again) break;
      }
    } catch (error) {
      if (!this.stopped) this.logError('sms outbox failed', error);
    } finally {
      this.running = undefined;
    }
  }
}

const outboxes = new WeakMap<Store, SmsOutbox>();

/** The outbox of a store: records queued on it are sent through its gateway. */
export function attachSmsOutbox(store: Store, outbox: SmsOutbox): void {
  outboxes.set(store, outbox);
}
