import type { Move } from '../kit/workflow.js';
import { dayMs, siteOffsetMs } from './calendar.js';
import { Rng } from './random.js';

/*
 * What the site's people do on a problem the simulator's alarms raised (modules/quality/site-people.ts carries it
 * out): how soon the contractor handles it, whether the supervisor first accepts, rejects and has it redone, whether
 * headquarters rejects a level-3 problem once, and what each writes. Drawn from the seed and the alarm, so a plan is
 * the same whenever it is read.
 */

/** Shares of problems never handled, and handled after their deadline. */
const NEVER_HANDLED = 0.06;
const HANDLED_LATE = 0.1;
/** The supervisor's first review rejects this share; a redone handling is rejected again more rarely. */
const FIRST_REJECT = 0.14;
const AGAIN_REJECT = 0.05;
const HQ_REJECT = 0.1;
/** People act between 07:00 and 21:00 site time; a level-3 problem is someone's on call around the clock. */
const WORK_FROM_H = 7;
const WORK_TO_H = 21;

export interface PlannedMove {
  move: Move;
  /** Epoch ms. */
  at: number;
  body: Record<string, unknown>;
}

interface Texts {
  reasons: readonly string[];
  measures: readonly string[];
}

const plant: Texts = {
  reasons: ['料仓称量偏差，计量秤未按期校核', '冷料含水率变化后未调整配合比', '操作员未按生产配合比设定'],
  measures: [
    '校核计量秤并复核配合比，当班抽检合格',
    '调整冷料配比，增加含水率检测频次',
    '重新设定生产参数，对该批次混合料取样复检',
  ],
};
const texts: Record<string, Texts> = {
  materialOver: plant,
  ratioOver: plant,
  tempOver: {
    reasons: ['导热油温度控制失灵，出料温度偏高', '燃烧器火焰调节不当'],
    measures: ['检修温控系统，出料温度复测正常', '调整燃烧器参数，逐车测温'],
  },
  mixTime: {
    reasons: ['拌和周期被人为缩短', '拌缸卸料门定时器设置错误'],
    measures: ['恢复干拌、湿拌时间设定并锁定', '校正定时器，当班抽检混合料均匀性合格'],
  },
  overSpeed: {
    reasons: ['压路机手为赶进度提速碾压', '换向后未及时降速'],
    measures: ['对机手进行交底，超速段落补压一遍', '限速提示重新设定，超速段落补压并复测压实度'],
  },
  // A truck's overspeed is no compaction fault: its driver and its dispatch answer for it.
  'ylc.overSpeed': {
    reasons: ['司机为赶车次在运输便道上超速行驶', '车载限速提醒未开启'],
    measures: ['对司机进行安全交底，重申便道限速', '开启车载限速提醒，调度加强车速抽查'],
  },
  lowTemp: {
    reasons: ['运输车等待时间过长，摊铺后初压滞后', '初压压路机跟进不及时'],
    measures: ['调整运输车次与初压距离，低温段落钻芯检测', '初压紧跟摊铺机，低温段落加强复压'],
  },
  underPasses: {
    reasons: ['收工前碾压遍数未达设计', '压路机漏压边角部位'],
    measures: ['对欠压区域补压至设计遍数并复测', '补压边角部位，灌砂法检测压实度合格'],
  },
  lowDrop: {
    reasons: ['夯锤提升高度设置不足', '钢丝绳磨损导致落距偏低'],
    measures: ['重新标定提升高度，对低落距点位补夯', '更换钢丝绳，补夯后检测夯沉量'],
  },
  shortHits: {
    reasons: ['夯点未达设计击数提前收锤', '交班时夯点记录遗漏'],
    measures: ['对欠击夯点补夯至设计击数', '核对夯点记录，补夯并复测'],
  },
  ddcShallow: {
    reasons: ['成孔遇硬夹层未达设计深度', '成孔深度计量偏差'],
    measures: ['采用引孔工艺补成孔至设计深度', '校核深度计量，补打并检测桩身'],
  },
  ddcShortRams: {
    reasons: ['分层夯填击数不足', '填料供应中断后未补夯'],
    measures: ['对该桩复打并补足夯击次数', '补夯后进行动力触探检测'],
  },
  tripOvertime: {
    reasons: ['运输途中交通管制', '现场等待卸料时间过长'],
    measures: ['优化运输路线与发车间隔', '协调摊铺与运输节奏，超时车次测温复核'],
  },
  tempDrop: {
    reasons: ['运输车未覆盖保温篷布', '运距过长温降过大'],
    measures: ['运输车全部加盖保温篷布', '调整发车计划，缩短等待时间'],
  },
  deviceOffline: {
    reasons: ['终端供电中断', '施工区域网络信号弱'],
    measures: ['检修终端电源并恢复在线', '加装信号增强设备，恢复数据上传'],
  },
  geofence: {
    reasons: ['运输车驶入禁入区域', '车辆在围栏内停留超过规定时间'],
    measures: ['对司机进行交底，明确禁入区与行驶路线', '调度核实停留原因，优化装卸组织'],
  },
  labFail: {
    reasons: ['原材料批次质量波动', '试件制作养护不规范'],
    measures: ['该批次材料退场并重新取样复检', '规范试件制作与养护，复检合格'],
  },
};
const fallback: Texts = { reasons: ['现场施工控制不到位'], measures: ['现场整改并复查合格'] };
const photos = ['整改前后对比.jpg', '复测记录.pdf', '现场整改照片.jpg', '检测报告.pdf'];
const approveOpinions = ['整改到位，同意闭合', '复查合格，同意', '已现场核实，整改有效'];
const rejectOpinions = [
  '整改措施不具体，请补充复测记录',
  '未附整改后检测数据，请补充',
  '现场复查仍不满足要求，请重新整改',
];
const hqApproveOpinions = ['同意闭合', '已核查，同意'];
const hqRejectOpinions = ['请补充原因分析与预防措施', '整改证明材料不全，请补充'];

const minuteMs = 60_000;

/** The first working moment at or after `ms`, a few minutes into the working day when it falls outside. */
function workingTime(ms: number, rng: Rng): number {
  const dayStart = ms - ((ms + siteOffsetMs) % dayMs);
  const hour = (ms - dayStart) / 3_600_000;
  const from = dayStart + WORK_FROM_H * 3_600_000 + rng.int(5, 50) * minuteMs;
  const at = hour < WORK_FROM_H ? from : hour >= WORK_TO_H ? from + dayMs : ms;
  return Math.round(at / 1000) * 1000;
}

/**
 * What the site's people do on one problem, in order: the same every time for the same seed and alarm, whatever
 * moment it is read at. `dueMs` is the time allowed to close it (its deadline less its finding); the texts are the
 * alarm domain's own for its type where it has some.
 */
export function planOf(
  seed: number,
  alarmId: number,
  type: string,
  level: number,
  foundMs: number,
  dueMs: number,
  alarmDomain: string | null = null,
) {
  const rng = new Rng(seed, `problem-people:${alarmId}`, 0);
  const out: PlannedMove[] = [];
  if (rng.chance(NEVER_HANDLED)) return out;
  const { reasons, measures } = texts[`${alarmDomain}.${type}`] ?? texts[type] ?? fallback;
  const when = (ms: number) => (level >= 3 ? Math.round(ms / 1000) * 1000 : workingTime(ms, rng));
  let at = when(foundMs + dueMs * (rng.chance(HANDLED_LATE) ? rng.uniform(1.05, 1.6) : rng.uniform(0.08, 0.5)));
  const later = (min: number, max: number) => (at = when(at + dueMs * rng.uniform(min, max)));
  const handle = () =>
    out.push({
      move: 'handle',
      at,
      body: { reason: rng.pick(reasons), measures: rng.pick(measures), attachments: [rng.pick(photos)] },
    });
  handle();
  let rejects = 0;
  let hqRejects = 0;
  for (;;) {
    later(0.02, 0.1);
    if (rng.chance(0.35)) {
      out.push({ move: 'accept', at, body: {} });
      later(0.005, 0.04);
    }
    if (rejects < 2 && rng.chance(rejects === 0 ? FIRST_REJECT : AGAIN_REJECT)) {
      rejects++;
      out.push({ move: 'reject', at, body: { opinion: rng.pick(rejectOpinions) } });
      later(0.04, 0.2);
      handle();
      continue;
    }
    out.push({ move: 'approve', at, body: { opinion: rng.pick(approveOpinions) } });
    if (level < 3) return out;
    later(0.03, 0.15);
    if (hqRejects === 0 && rng.chance(HQ_REJECT)) {
      hqRejects++;
      out.push({ move: 'hqReject', at, body: { opinion: rng.pick(hqRejectOpinions) } });
      later(0.04, 0.2);
      handle();
      continue;
    }
    out.push({ move: 'hqApprove', at, body: { opinion: rng.pick(hqApproveOpinions) } });
    return out;
  }
}
