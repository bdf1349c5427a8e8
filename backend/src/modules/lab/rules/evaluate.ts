import type { SqlValue } from '../../../db/database.js';
import { rejected } from '../../../http/reply.js';
import {
  type Failure,
  judgeDuctility,
  judgeMarshall,
  judgePenetration,
  judgeSoftening,
  type MarshallSpecimen,
} from './judge.js';
import { findStandard, type LabKind, type StandardRows } from './standards.js';

/*
 * A lab row (as entered, or as the simulator made it) → the columns the platform derives: averages,
 * the standard's code and limits, the verdict. Shared by the resource definitions and the simulator.
 */

export interface Evaluation {
  columns: Record<string, SqlValue>;
  failure?: Failure;
}

export const marshallSlots = [1, 2, 3, 4, 5, 6] as const;

const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

function readings(row: Readonly<Record<string, unknown>>, names: readonly string[], label: string): number[] {
  return names.map((name) => {
    const value = num(row[name]);
    if (value === null) throw rejected(`${label}的读数 ${name} 不能为空`);
    return value;
  });
}

/** The specimens of a Marshall row: slot i counts when its stability or flow is given, and then needs both. */
export function marshallSpecimens(row: Readonly<Record<string, unknown>>): MarshallSpecimen[] {
  const specimens: MarshallSpecimen[] = [];
  for (const i of marshallSlots) {
    const stability = num(row[`s${i}`]);
    const flow = num(row[`f${i}`]);
    if (stability === null && flow === null) continue;
    if (stability === null || flow === null) throw rejected(`试件 ${i} 需同时填写稳定度和流值`);
    specimens.push({ stability, flow });
  }
  if (specimens.length < 3) throw rejected('马歇尔试验至少需要 3 个试件（稳定度和流值）');
  return specimens;
}

export function evaluate(kind: LabKind, row: Readonly<Record<string, unknown>>, standards: StandardRows): Evaluation {
  switch (kind) {
    case 'marshall': {
      const specimens = marshallSpecimens(row);
      const standard = findStandard(standards, 'marshall', String(row.mixType));
      const limits = {
        stabilityMin: standard.limits.stabilityMin!,
        flowMin: standard.limits.flowMin!,
        flowMax: standard.limits.flowMax!,
      };
      const result = judgeMarshall(specimens, limits);
      return {
        columns: {
          specimens: specimens.length,
          stabilityAvg: result.stabilityAvg,
          flowAvg: result.flowAvg,
          excluded: result.excluded || null,
          standardCode: standard.code,
          ...limits,
          verdict: result.verdict,
        },
        failure: result.failure,
      };
    }
    case 'softening': {
      const [r1, r2] = readings(row, ['r1', 'r2'], '软化点');
      const standard = findStandard(standards, 'softening', String(row.grade));
      const result = judgeSoftening(r1!, r2!, standard.limits.min!);
      return {
        columns: {
          avg: result.avg,
          standardCode: standard.code,
          stdMin: standard.limits.min!,
          verdict: result.verdict,
        },
        failure: result.failure,
      };
    }
    case 'penetration': {
      const values = readings(row, ['r1', 'r2', 'r3'], '针入度');
      const standard = findStandard(standards, 'penetration', String(row.grade));
      const result = judgePenetration(values, standard.limits.min!, standard.limits.max!);
      return {
        columns: {
          avg: result.avg,
          spread: result.range,
          standardCode: standard.code,
          stdMin: standard.limits.min!,
          stdMax: standard.limits.max!,
          verdict: result.verdict,
        },
        failure: result.failure,
      };
    }
    case 'ductility': {
      const values = readings(row, ['r1', 'r2', 'r3'], '延度');
      const standard = findStandard(standards, 'ductility', String(row.grade));
      const temp = num(row.temp) ?? standard.limits.temp!;
      if (temp !== standard.limits.temp)
        throw rejected(`${String(row.grade)} 的延度标准规定试验温度为 ${standard.limits.temp} °C`);
      const result = judgeDuctility(values, standard.limits.min!);
      return {
        columns: {
          temp,
          avg: result.avg,
          avgText: result.avgText,
          standardCode: standard.code,
          stdMin: standard.limits.min!,
          verdict: result.verdict,
        },
        failure: result.failure,
      };
    }
  }
}

/** What each test is called in alarm messages, and its instrument. */
export const labTests: Record<LabKind, { name: string; instrument: string; objectType: string }> = {
  marshall: { name: '马歇尔稳定度试验', instrument: 'SYS-WDD-01', objectType: 'labMarshall' },
  softening: { name: '软化点试验', instrument: 'SYS-RHD-01', objectType: 'labSoftening' },
  penetration: { name: '针入度试验', instrument: 'SYS-ZRD-01', objectType: 'labPenetration' },
  ductility: { name: '延度试验', instrument: 'SYS-YD-01', objectType: 'labDuctility' },
};

/** The alarm text of a failed sample. */
export function failureMessage(kind: LabKind, sampleNo: string, subject: string, failure: Failure): string {
  const side = failure.value < failure.threshold ? '低于' : '高于';
  return (
    `${labTests[kind].name} ${sampleNo}（${subject}）不合格：${failure.what} ${failure.value} ${side}标准 ` +
    `${failure.threshold}`
  );
}
