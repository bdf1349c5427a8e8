import type { SqlValue } from '../../db/database.js';
import { factId, siteTime } from '../calendar.js';
import { type DayContext, type FactWriter, type ProcessDay, type SimProcess, systemAuditValues } from '../process.js';
import { Rng } from '../random.js';
import { crews } from '../site/crews.js';

/*
 * People: each operator signs in on the tablet of the machine they drive a few minutes after it boots
 * and signs out before it shuts down (login log, client `pad`); the crew leader starts the crew's
 * process once the crew is signed in and finishes it at the end of the shift (process log).
 */

const minute = 60_000;
const sec = (ms: number) => Math.round(ms / 1000) * 1000;
const failedSignIn = '密码错误';

interface Login {
  t: number;
  order: number;
  operatorId: number;
  userName: string;
  tabletId: number;
  deviceId: number;
  ip: string;
  ok: boolean;
  logout: number | null;
}

interface ProcessEntry {
  t: number;
  order: number;
  domain: string;
  processCode: string;
  processName: string;
  action: 'start' | 'finish';
  crewCode: string;
  operatorId: number;
  byName: string;
  detail: string;
}

class PeopleDay implements ProcessDay {
  private readonly loginIds = new Map<Login, number>();
  private readonly entryIds = new Map<ProcessEntry, number>();

  constructor(
    private readonly day: number,
    private readonly logins: Login[],
    private readonly entries: ProcessEntry[],
  ) {
    [...logins]
      .sort((a, b) => a.t - b.t || a.order - b.order)
      .forEach((l, i) => this.loginIds.set(l, factId(day, i + 1)));
    [...entries]
      .sort((a, b) => a.t - b.t || a.order - b.order)
      .forEach((e, i) => this.entryIds.set(e, factId(day, i + 1)));
  }

  emit(from: number, to: number, out: FactWriter): void {
    const insertLogin = out.inserter('site_login_log', [
      'id',
      'projectId',
      'loginTime',
      'userName',
      'operatorId',
      'client',
      'tabletId',
      'deviceId',
      'ip',
      'result',
      'message',
      'crtTime',
      'crtUser',
      'crtName',
      'crtHost',
    ]);
    const insertEntry = out.inserter('site_process_log', [
      'id',
      'projectId',
      't',
      'domain',
      'processCode',
      'processName',
      'action',
      'crewCode',
      'operatorId',
      'byName',
      'detail',
      'crtTime',
      'crtUser',
      'crtName',
      'crtHost',
    ]);
    const within = (t: number) => t >= from && t < to;
    for (const login of this.logins) {
      if (within(login.t)) {
        const values: SqlValue[] = [
          this.loginIds.get(login)!,
          1,
          siteTime(login.t),
          login.userName,
          login.operatorId,
          'pad',
          login.tabletId,
          login.deviceId,
          login.ip,
        ];
        insertLogin([
          ...values,
          login.ok ? 'success' : 'fail',
          login.ok ? null : failedSignIn,
          siteTime(login.t),
          ...systemAuditValues,
        ]);
      }
      if (login.logout !== null && within(login.logout)) {
        out.run(
          'UPDATE site_login_log SET logoutTime = ?, duration = ?, updTime = ?, updUser = ?, updName = ?, ' +
            'updHost = ? WHERE id = ?',
          siteTime(login.logout),
          Math.round((login.logout - login.t) / 1000),
          siteTime(login.logout),
          ...systemAuditValues,
          this.loginIds.get(login)!,
        );
      }
    }
    for (const e of this.entries) {
      if (!within(e.t)) continue;
      insertEntry([
        this.entryIds.get(e)!,
        1,
        siteTime(e.t),
        e.domain,
        e.processCode,
        e.processName,
        e.action,
        e.crewCode,
        e.operatorId,
        e.byName,
        e.detail,
        siteTime(e.t),
        ...systemAuditValues,
      ]);
    }
  }
}

export const peopleProcess: SimProcess = {
  name: 'people',
  planDay(ctx: DayContext) {
    const { seed, day, schedule, registry, anomalyRate } = ctx;
    const logins: Login[] = [];
    const entries: ProcessEntry[] = [];
    crews.forEach((crew, crewIndex) => {
      if (!crew.process || !schedule.crewWorks(crew)) return;
      const signedIn: { op: (typeof registry.operators)[number]; at: number; out: number }[] = [];
      for (const code of crew.deviceCodes) {
        const op = registry.operators.find((o) => o.deviceCode === code);
        if (!op) continue;
        const tablet = schedule.device(op.tabletCode).power;
        if (!tablet) continue;
        const rng = new Rng(seed, `login:${op.code}`, day);
        const tabletIndex = registry.specs.findIndex((s) => s.code === op.tabletCode);
        const base = {
          operatorId: op.id,
          userName: op.name,
          tabletId: registry.deviceId(op.tabletCode),
          deviceId: registry.deviceId(code),
          ip: `10.64.0.${tabletIndex}`,
        };
        let at = sec(tablet.start + rng.uniform(1, 6) * minute);
        if (rng.chance(Math.min(1, 0.03 * anomalyRate))) {
          logins.push({ ...base, t: at, order: tabletIndex, ok: false, logout: null });
          at += rng.int(20, 90) * 1000;
        }
        const out = sec(tablet.end - rng.uniform(1, 4) * minute);
        logins.push({ ...base, t: at, order: tabletIndex, ok: true, logout: out });
        signedIn.push({ op, at, out });
      }
      if (signedIn.length === 0) return;
      const leader = signedIn[0]!.op;
      const rng = new Rng(seed, `process:${crew.code}`, day);
      const common = {
        domain: crew.domain,
        processCode: crew.process.code,
        processName: crew.process.name,
        crewCode: crew.code,
        operatorId: leader.id,
        byName: leader.name,
      };
      const start = sec(Math.max(...signedIn.map((s) => s.at)) + rng.uniform(3, 10) * minute);
      const finish = sec(Math.min(...signedIn.map((s) => s.out)) - rng.uniform(2, 8) * minute);
      const names = signedIn.map((s) => s.op.deviceCode).join('、');
      entries.push({
        ...common,
        t: start,
        order: crewIndex,
        action: 'start',
        detail: `${crew.name}开始施工（${names}）`,
      });
      entries.push({ ...common, t: finish, order: crewIndex, action: 'finish', detail: `${crew.name}结束施工` });
    });
    return new PeopleDay(day, logins, entries);
  },
};
