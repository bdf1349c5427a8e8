import type { SqlValue, Store } from '../../db/database.js';
import { rejected } from '../../http/reply.js';
import { evaluate, failureMessage, labTests } from './rules/evaluate.js';
import { failureLevel, FAIL } from './rules/judge.js';
import { type LabKind, standardRowsSql } from './rules/standards.js';
import { siteNow } from '../../kit/site-clock.js';
import { labPages } from '@console/contract/lab/pages';
import { ductility, instrument, labAlarm, marshall, penetration, softening } from '@console/contract/lab/resources';
import type { Resource } from '@console/contract/resource';
import { alarmNo, promoteAlarms } from '../quality/index.js';
import { declaredAs, type ResourceDef } from '../../kit/resource.js';

// The laboratory's four registries. People enter the readings; the platform derives averages, limits
// and the verdict on every write, and a failing sample raises an alarm in the same transaction.

const labMenus = Object.values(labPages.pages).map((p) => p.code);
/** The lab's alarms carry its module's code as their domain. */
const domain = labPages.code;

/** The instrument of a test is a lab instrument of the device registry. */
const instrumentRef = { instrumentId: { ref: { table: 'site_device', where: "kind = 'labInstrument'" } } };

export const tableOf: Record<LabKind, string> = {
  marshall: 'lab_marshall',
  softening: 'lab_softening',
  penetration: 'lab_penetration',
  ductility: 'lab_ductility',
};

const standards = (store: Store) => () => store.all<{ code: string; value: string }>(standardRowsSql);

function labResource(kind: LabKind, declared: Resource, screen: string): ResourceDef {
  const judged = (store: Store, row: Readonly<Record<string, unknown>>): Record<string, SqlValue> => {
    const instrument =
      row.instrumentId ??
      store.get<{ id: number }>(
        "SELECT id FROM site_device WHERE code = ? AND kind = 'labInstrument'",
        labTests[kind].instrument,
      )?.id ??
      null;
    return { ...evaluate(kind, row, standards(store)).columns, instrumentId: instrument as SqlValue };
  };
  const table = tableOf[kind];
  const base = declaredAs(declared, instrumentRef);
  const subject = kind === 'marshall' ? 'mixType' : 'grade';
  const columns = base.fields.filter((f) => f.name !== 'instrumentCode').map((f) => `x.${f.name}`);
  return {
    ...base,
    table,
    view:
      `SELECT x.id, ${columns.join(', ')}, d.code AS instrumentCode FROM ${table} x LEFT JOIN site_device d ON ` +
      `d.id = x.instrumentId`,
    menus: [screen],
    screen,
    keyword: ['sampleNo', 'lot', 'tester', 'remark'],
    defaultSort: 'testDate DESC, id DESC',
    writes: { create: true, update: true, delete: true },
    derive: {
      create: (store, row) => void Object.assign(row, judged(store, row)),
      // The stored row completed by the edited fields, as it will be.
      update: (store, _id, row, before) => void Object.assign(row, judged(store, { ...before, ...row })),
    },
    written(store, change, ctx) {
      if (change.action !== 'create' && change.action !== 'update') return;
      const id = change.id;
      const row = change.after!;
      const before = change.before;
      // A sample raises its alarm when it becomes a failure; one already failing keeps its alarm.
      if (row.verdict !== FAIL || before?.verdict === FAIL) return;
      const failure = evaluate(kind, row, standards(store)).failure;
      if (!failure) throw rejected('不合格的试验缺少判定依据');
      const t = siteNow(ctx.app);
      const projectId = store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')!.id;
      const alarmId = store.insert('pdca_alarm', {
        projectId,
        alarmNo: 'pending',
        domain,
        type: 'labFail',
        level: failureLevel(failure),
        deviceId: (row.instrumentId as number | null) ?? null,
        objectType: labTests[kind].objectType,
        objectId: id,
        t,
        value: failure.value,
        threshold: failure.threshold,
        message: failureMessage(kind, String(row.sampleNo), String(row[subject]), failure),
        crtTime: t,
        crtUser: String(ctx.actor.id),
        crtName: ctx.actor.username,
        crtHost: ctx.actor.host,
      });
      store.run('UPDATE pdca_alarm SET alarmNo = ? WHERE id = ?', alarmNo(alarmId, t), alarmId);
      promoteAlarms(store);
    },
  };
}

export const labResources: ResourceDef[] = [
  labResource('marshall', marshall, labPages.pages.sysStability.code),
  labResource('softening', softening, labPages.pages.sysSofteningPoint.code),
  labResource('penetration', penetration, labPages.pages.sysPenetration.code),
  labResource('ductility', ductility, labPages.pages.sysDuctility.code),
  {
    // The lab's instruments, for the test forms (a read-only slice of the device registry).
    ...declaredAs(instrument),
    table: 'site_device',
    view: 'SELECT id, code, name, kind, model FROM site_device',
    menus: labMenus,
    screen: labPages.pages.sysStability.code,
    fixed: { kind: ['labInstrument'] },
    defaultSort: 'code ASC',
  },
  {
    // The lab's alarms (failed samples); the alarm pages of the PDCA module list every domain.
    ...declaredAs(labAlarm),
    table: 'pdca_alarm',
    view: `SELECT a.id, a.alarmNo, a.domain, a.type, a.level, a.deviceId, d.code AS deviceCode, a.objectType,
      a.objectId, a.t, a.value, a.threshold, a.message
      FROM pdca_alarm a LEFT JOIN site_device d ON d.id = a.deviceId`,
    menus: labMenus,
    screen: labPages.pages.sysStability.code,
    fixed: { domain: [domain] },
    keyword: ['alarmNo', 'message'],
    defaultSort: 't DESC, id DESC',
  },
];
