import { alarmAck, problemDomains, type ProblemDomain } from '@console/contract/quality/pdca-groups';
import { rejected } from '../../domain/rejected.js';
import { asObject } from '../../domain/validate.js';
import { ok } from '../../http/reply.js';
import type { RequestContext, RouteDef } from '../../http/router.js';
import { byName, siteNow } from '../../kit/site-clock.js';
import type { ScreenElement } from '../module.js';

/*
 * Acknowledging an alarm: someone has seen it and is on it (raised → acknowledged → cleared). Once, by one person,
 * at the site's time; an alarm already cleared may still be acknowledged (someone saw it after the fact). The group's
 * button is checked by the route, the alarm's domain by the handler: a ramming alarm is not the roads' to
 * acknowledge.
 */

function acknowledge(ctx: RequestContext, group: ProblemDomain) {
  const id = asObject(ctx.body).id;
  if (!Number.isSafeInteger(id) || (id as number) <= 0) throw rejected('id 必须是报警的 id');
  const store = ctx.app.store;
  const domains: readonly string[] = problemDomains[group];
  const alarm = store.get<{ domain: string; alarmNo: string; ackAt: string | null; ackBy: string | null }>(
    'SELECT domain, alarmNo, ackAt, ackBy FROM pdca_alarm WHERE id = ?',
    id,
  );
  if (!alarm || !domains.includes(alarm.domain)) throw rejected('没有这条报警');
  if (alarm.ackAt) throw rejected(`报警 ${alarm.alarmNo} 已由 ${alarm.ackBy ?? ''} 于 ${alarm.ackAt} 确认`);
  const ackAt = siteNow(ctx.app);
  const ackBy = byName(ctx.actor);
  store.transaction(() =>
    store.run('UPDATE pdca_alarm SET ackAt = ?, ackBy = ? WHERE id = ? AND ackAt IS NULL', ackAt, ackBy, id),
  );
  return ok({ id, ackAt, ackBy });
}

export const alarmAckRoutes: RouteDef[] = (Object.keys(alarmAck) as ProblemDomain[]).map((group) => ({
  method: 'POST',
  path: alarmAck[group].path,
  permission: alarmAck[group].element,
  log: { menuCode: alarmAck[group].screen, opt: '确认报警' },
  handler: (ctx) => acknowledge(ctx, group),
}));

export const alarmAckElements: ScreenElement[] = (Object.keys(alarmAck) as ProblemDomain[]).map((group) => ({
  screen: alarmAck[group].screen,
  suffix: 'btn_ack',
  name: '确认报警',
  method: 'POST',
  uri: alarmAck[group].path.replace(/^\/api/, ''),
}));
