import type { SqlValue } from '../../db/database.js';
import { evaluate, type Evaluation, failureMessage, labTests } from '../../modules/lab/rules/evaluate.js';
import { FAIL, failureLevel } from '../../modules/lab/rules/judge.js';
import { defaultLimits, type LabKind, standardRowsSql } from '../../modules/lab/rules/standards.js';
import { alarmColumns, alarmSeqBlock, alarmValues } from '../../modules/quality/rules/alarms.js';
import { at, dayLabel, factId, siteTime } from '../calendar.js';
import {
  type DayContext,
  type FactWriter,
  type ProcessDay,
  type SimProcess,
  systemAudit,
  systemAuditValues,
} from '../process.js';
import { Rng } from '../random.js';
import { crews } from '../site/crews.js';
import { labPages } from '@console/contract/lab/pages';

/*
 * The laboratory: a Marshall test per asphalt mix on the days the asphalt plant works,
 * and softening point, penetration and ductility per binder delivery lot (2–3 lots a day), ≈ 10 tests.
 * About 3 % of samples are made to fail and 2 % to miss the method's repeatability (retest). The
 * readings are physics (aimed at the default standards); the verdict is judged when the fact is
 * written, with the standards the dictionary holds then and the same functions as the console's rows.
 */

/** The lab module's code: the process's name, its alarms' domain and the prefix of its random streams. */
const LAB = labPages.code;
const minute = 60_000;
const sec = (ms: number) => Math.round(ms / 1000) * 1000;
const mixes = ['AC-20C', 'SMA-13'] as const;
const testers = ['张敏', '李娜', '王磊'] as const;
const prefixes: Record<LabKind, string> = { marshall: 'MS', softening: 'RH', penetration: 'ZR', ductility: 'YD' };
const tables: Record<LabKind, string> = {
  marshall: 'lab_marshall',
  softening: 'lab_softening',
  penetration: 'lab_penetration',
  ductility: 'lab_ductility',
};

type Mode = 'pass' | 'fail' | 'retest';

interface PlannedTest {
  kind: LabKind;
  t: number;
  /** Readings and descriptive columns as the technician enters them. */
  row: Record<string, SqlValue>;
  subject: string;
}

const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;

function marshallReadings(rng: Rng, mix: string, mode: Mode): Record<string, SqlValue> {
  const limits = defaultLimits('marshall', mix);
  const stabilityMin = limits.stabilityMin!;
  const n = mode === 'retest' ? 3 : rng.pick([4, 4, 4, 5, 6]);
  const mu = mode === 'fail' ? stabilityMin * rng.uniform(0.78, 0.92) : stabilityMin * rng.uniform(1.15, 1.5);
  const flowMu = rng.uniform(limits.flowMin! + 0.5, limits.flowMax! - 0.6);
  const outlier = mode === 'pass' && rng.chance(0.15) ? rng.int(0, n - 1) : -1;
  const row: Record<string, SqlValue> = { blows: 75 };
  for (let i = 0; i < n; i++) {
    let stability = mu + rng.normal(0, 0.04 * mu);
    if (i === outlier) stability *= 0.72;
    // A retest group: two specimens agree and the third is far off, so the outlier rule leaves two.
    if (mode === 'retest') stability = i === 2 ? mu - 4 : mu + 0.01 * i;
    row[`s${i + 1}`] = r2(stability);
    row[`f${i + 1}`] = r1(Math.max(0.5, flowMu + rng.normal(0, 0.15)));
    row[`h${i + 1}`] = r1(63.5 + rng.normal(0, 0.4));
  }
  return row;
}

function softeningReadings(rng: Rng, grade: string, mode: Mode): Record<string, SqlValue> {
  const min = defaultLimits('softening', grade).min!;
  const mu = mode === 'fail' ? min - rng.uniform(1.5, 4) : min + rng.uniform(1.5, 6);
  const first = r1(mu + rng.normal(0, 0.2));
  const gap = mode === 'retest' ? rng.uniform(1.3, 2.2) * (rng.chance(0.5) ? 1 : -1) : rng.uniform(-0.8, 0.8);
  return { r1: first, r2: r1(first + gap) };
}

function penetrationReadings(rng: Rng, grade: string, mode: Mode): Record<string, SqlValue> {
  const limits = defaultLimits('penetration', grade);
  const mu =
    mode === 'fail'
      ? rng.chance(0.5)
        ? limits.min! - rng.int(4, 10)
        : limits.max! + rng.int(4, 10)
      : rng.int(Math.ceil(limits.min! + 3), Math.floor(limits.max! - 3));
  const readings = mode === 'retest' ? [mu - 3, mu, mu + 3] : [0, 1, 2].map(() => mu + rng.int(-1, 1));
  return { temp: 25, load: 100, duration: 5, r1: readings[0]!, r2: readings[1]!, r3: readings[2]! };
}

function ductilityReadings(rng: Rng, grade: string, mode: Mode): Record<string, SqlValue> {
  const limits = defaultLimits('ductility', grade);
  const mu = mode === 'fail' ? limits.min! * rng.uniform(0.6, 0.9) : limits.min! * rng.uniform(1.3, 2.2);
  const factors = mode === 'retest' ? [0.7, 1, 1.3] : [0, 1, 2].map(() => 1 + rng.uniform(-0.08, 0.08));
  const [a, b, c] = factors.map((f) => Math.round(mu * f));
  return { temp: limits.temp!, speed: 5, r1: a!, r2: b!, r3: c! };
}

const readingsOf: Record<LabKind, (rng: Rng, subject: string, mode: Mode) => Record<string, SqlValue>> = {
  marshall: marshallReadings,
  softening: softeningReadings,
  penetration: penetrationReadings,
  ductility: ductilityReadings,
};

function modeOf(rng: Rng, anomalyRate: number): Mode {
  const u = rng.next();
  if (u < 0.03 * anomalyRate) return 'fail';
  if (u < 0.05 * anomalyRate) return 'retest';
  return 'pass';
}

class LabDay implements ProcessDay {
  /** Fact id of each test (per table, in time order) and its place among the day's tests (for its alarm id). */
  private readonly ids = new Map<PlannedTest, { id: number; order: number }>();

  constructor(
    private readonly day: number,
    private readonly tests: PlannedTest[],
    private readonly instrumentIds: Record<LabKind, number | null>,
  ) {
    const sorted = [...tests].sort((a, b) => a.t - b.t || a.kind.localeCompare(b.kind));
    const seq: Record<string, number> = {};
    sorted.forEach((test, order) => {
      seq[test.kind] = (seq[test.kind] ?? 0) + 1;
      const id = factId(day, seq[test.kind]!);
      const dayNo = dayLabel(day).replaceAll('-', '');
      const no = `${prefixes[test.kind]}${dayNo}-${String(seq[test.kind]).padStart(2, '0')}`;
      test.row.sampleNo = no;
      this.ids.set(test, { id, order: order + 1 });
    });
  }

  emit(from: number, to: number, out: FactWriter): void {
    const due = this.tests.filter((test) => test.t >= from && test.t < to);
    if (due.length === 0) return;
    const standardRows = out.all<{ code: string; value: string }>(standardRowsSql);
    const insertAlarm = out.inserter('pdca_alarm', [...alarmColumns, 'crtTime', ...Object.keys(systemAudit)]);
    for (const test of due) {
      const { id, order } = this.ids.get(test)!;
      let evaluation: Evaluation | undefined;
      try {
        evaluation = evaluate(test.kind, test.row, () => standardRows);
      } catch {
        // The standard was removed from the dictionary: the sample is recorded, unjudged.
        evaluation = undefined;
      }
      const t = siteTime(test.t);
      const row: Record<string, SqlValue> = {
        id,
        projectId: 1,
        ...test.row,
        instrumentId: this.instrumentIds[test.kind],
        ...(evaluation?.columns ?? {}),
        crtTime: t,
        ...systemAudit,
      };
      const columns = Object.keys(row);
      out.inserter(tables[test.kind], columns)(columns.map((c) => row[c]!));
      const failure = evaluation?.failure;
      if (evaluation?.columns.verdict !== FAIL || !failure) continue;
      insertAlarm([
        ...alarmValues(factId(this.day, alarmSeqBlock.lab + order), 1, {
          domain: LAB,
          type: 'labFail',
          level: failureLevel(failure),
          deviceId: this.instrumentIds[test.kind],
          objectType: labTests[test.kind].objectType,
          objectId: id,
          t,
          value: failure.value,
          threshold: failure.threshold,
          message: failureMessage(test.kind, String(test.row.sampleNo), test.subject, failure),
        }),
        t,
        ...systemAuditValues,
      ]);
    }
  }
}

export const labProcess: SimProcess = {
  name: LAB,
  planDay(ctx: DayContext) {
    const { seed, day, schedule, registry, anomalyRate } = ctx;
    const instrument = (kind: LabKind) => {
      const code = labTests[kind].instrument;
      return registry.specs.some((s) => s.code === code)
        ? { id: registry.deviceId(code), power: schedule.device(code).power }
        : undefined;
    };
    const instrumentIds = { marshall: null, softening: null, penetration: null, ductility: null } as Record<
      LabKind,
      number | null
    >;
    const tests: PlannedTest[] = [];
    const date = dayLabel(day);
    const add = (kind: LabKind, t: number, subject: string, lot: string | null, key: string) => {
      const found = instrument(kind);
      if (!found?.power) return;
      instrumentIds[kind] = found.id;
      const rng = new Rng(seed, `${LAB}:${key}`, day);
      const mode = modeOf(rng, anomalyRate);
      const when = sec(Math.min(Math.max(t, found.power.start + 10 * minute), found.power.end - 10 * minute));
      const subjectColumn = kind === 'marshall' ? 'mixType' : 'grade';
      tests.push({
        kind,
        t: when,
        subject,
        row: {
          testDate: date,
          [subjectColumn]: subject,
          lot,
          tester: rng.pick(testers),
          ...readingsOf[kind](rng, subject, mode),
        },
      });
    };

    // Marshall specimens are moulded from the morning's mix and tested in the afternoon.
    const plant = crews.find((crew) => crew.code === 'BHZ-LQ');
    if (plant && schedule.crewWorks(plant)) {
      const rng = new Rng(seed, `${LAB}:marshall`, day);
      mixes.forEach((mix, i) =>
        add('marshall', at(day, 14, 0) + i * 50 * minute + rng.uniform(0, 30) * minute, mix, null, `marshall:${mix}`),
      );
    }

    // Each binder delivery lot gets its three tests, one after another.
    const rng = new Rng(seed, `${LAB}:lots`, day);
    const lots = rng.int(2, 3);
    for (let n = 1; n <= lots; n++) {
      const grade = rng.chance(0.6) ? '70A' : 'SBS-I-D';
      const lot = `${grade}-${date.slice(2).replaceAll('-', '')}-${n}`;
      const start = at(day, 8, 40) + (n - 1) * 110 * minute + rng.uniform(0, 30) * minute;
      add('softening', start, grade, lot, `softening:${n}`);
      add('penetration', start + 40 * minute, grade, lot, `penetration:${n}`);
      add('ductility', start + 90 * minute, grade, lot, `ductility:${n}`);
    }
    return new LabDay(day, tests, instrumentIds);
  },
};
