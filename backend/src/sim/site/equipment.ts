import { dayIndexOf, dayLabel } from '../calendar.js';
import { Rng } from '../random.js';
import { mobileNumber, personName } from './crews.js';
import type { DeviceKind, DeviceSpec } from './devices.js';
import { project } from './project.js';

/*
 * The seeded equipment registries around the devices: the vehicles their terminals ride in, the
 * devices' maintenance history, the video platform accounts and the warning SMS groups. Every value
 * is drawn from the seed; nothing depends on when the backend first started.
 */

const startDay = dayIndexOf(Date.parse(`${project.startDate}T00:00:00+08:00`));

export interface VehicleSeed {
  deviceCode: string;
  kind: 'truck' | 'sprinkler';
  type: 'dump' | 'mixer' | null;
  capacityT: number | null;
  capacityM3: number | null;
  sprayWidth: number | null;
  tare: number;
  company: string;
  driver: string;
  phone: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function companyOf(spec: DeviceSpec, n: number): string {
  if (spec.kind === 'sprinkler') return '武汉洁源环境服务有限公司';
  if (spec.params.vehicleType === 'mixer') return '武汉城建商品混凝土有限公司';
  return n <= 10 ? '武汉鑫达土石方运输有限公司' : '湖北顺通物流有限公司';
}

/** One vehicle per truck and sprinkler device, with its driver; the plate is the device's. */
export function vehicleSeeds(seed: number, specs: readonly DeviceSpec[]): VehicleSeed[] {
  return specs
    .filter((spec) => spec.kind === 'truck' || spec.kind === 'sprinkler')
    .map((spec) => {
      const rng = new Rng(seed, `vehicle:${spec.code}`, 0);
      const n = Number(spec.code.replace(/\D/g, ''));
      const mixer = spec.params.vehicleType === 'mixer';
      const sprinkler = spec.kind === 'sprinkler';
      return {
        deviceCode: spec.code,
        kind: sprinkler ? 'sprinkler' : 'truck',
        type: sprinkler ? null : mixer ? 'mixer' : 'dump',
        capacityT: sprinkler || mixer ? null : Number(spec.params.capacityT),
        capacityM3: sprinkler ? Number(spec.params.tankM3) : mixer ? Number(spec.params.capacityM3) : null,
        sprayWidth: sprinkler ? rng.pick([12, 14, 16]) : null,
        tare: round1(sprinkler ? rng.uniform(8.5, 9.5) : mixer ? rng.uniform(12.5, 13.8) : rng.uniform(14.8, 16.2)),
        company: companyOf(spec, n),
        driver: personName(rng),
        phone: mobileNumber(rng),
      };
    });
}

export type DeviceRecordType = 'maintain' | 'repair' | 'calibrate' | 'inspect';

export interface DeviceRecordSeed {
  deviceCode: string;
  type: DeviceRecordType;
  t: string;
  content: string;
  cost: number;
  person: string;
  nextDue: string | null;
}

/**
 * The seeded history covers the project's first ten weeks (to 2026-03-14), before the reference
 * tests' site time: registry rows cannot follow the clock, and the pages add newer records.
 */
export const recordHistoryDays = 69;

const machines: readonly DeviceKind[] = ['paver', 'roller', 'vibRoller', 'rammer', 'ddcRig', 'truck', 'sprinkler'];
const plantKinds: readonly DeviceKind[] = ['asphaltPlant', 'stabilisedPlant', 'concretePlant'];

const service: Partial<Record<DeviceKind, string>> = {
  paver: '检查熨平板加热与螺旋布料器，润滑链条',
  roller: '更换机油机滤，检查振动轴承与液压系统',
  vibRoller: '更换机油机滤，检查振动轴承与液压系统',
  rammer: '检查钢丝绳与卷扬制动，润滑滑轮组',
  ddcRig: '检查夯锤导向与卷扬制动，润滑',
  truck: '更换机油机滤、空滤，检查制动与轮胎',
  sprinkler: '更换机油机滤，检查水泵与喷嘴',
  asphaltPlant: '清理搅拌缸，检查衬板、叶片与除尘布袋',
  stabilisedPlant: '清理搅拌缸，检查衬板与皮带机',
  concretePlant: '清理搅拌主机，检查衬板与螺旋输送机',
};

const faults: Partial<Record<DeviceKind, string>> = {
  paver: '熨平板加热管损坏，更换',
  roller: '振动轴承异响，更换轴承',
  vibRoller: '振动轴承异响，更换轴承',
  rammer: '钢丝绳断丝超标，更换钢丝绳',
  ddcRig: '卷扬离合器打滑，更换摩擦片',
  truck: '刹车片磨损，更换',
  sprinkler: '水泵密封漏水，更换密封件',
};

const commonFaults = [
  '液压油管渗漏，更换油管',
  '定位终端天线松动，重新紧固',
  '电瓶亏电，更换电瓶',
  '发电机皮带老化，更换',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Times in working hours (07:00–16:59) on the project day `offset`. */
function timeOn(rng: Rng, offset: number): string {
  const minute = rng.int(0, 10 * 60 - 1);
  return `${dayLabel(startDay + offset)} ${pad(7 + Math.floor(minute / 60))}:${pad(minute % 60)}:00`;
}

const dueAfter = (offset: number, days: number) => dayLabel(startDay + offset + days);
const tens = (rng: Rng, min: number, max: number) => Math.round(rng.uniform(min, max) / 10) * 10;

/** Periodic service, inspection and calibration of every device but the tablets, and the odd repair. */
export function deviceRecordSeeds(seed: number, specs: readonly DeviceSpec[]): DeviceRecordSeed[] {
  const crew = new Rng(seed, 'mechanics', 0);
  const mechanics = Array.from({ length: 6 }, () => personName(crew));
  const out: DeviceRecordSeed[] = [];
  for (const spec of specs) {
    const rng = new Rng(seed, `deviceRecord:${spec.code}`, 0);
    const person = () => rng.pick(mechanics);
    const add = (type: DeviceRecordType, offset: number, content: string, cost: number, dueDays: number | null) => {
      if (offset < 0 || offset >= recordHistoryDays) return;
      out.push({
        deviceCode: spec.code,
        type,
        t: timeOn(rng, offset),
        content,
        cost,
        person: person(),
        nextDue: dueDays === null ? null : dueAfter(offset, dueDays),
      });
    };
    const every = (period: number, first: number, make: (offset: number) => void) => {
      for (let offset = first; offset < recordHistoryDays; offset += period) make(offset);
    };
    if (machines.includes(spec.kind)) {
      every(14, rng.int(1, 13), (d) => add('inspect', d, '班前安全检查：制动、灯光、液压管路、定位终端', 0, 14));
      every(30, rng.int(10, 29), (d) => add('maintain', d, service[spec.kind]!, tens(rng, 600, 2400), 30));
      every(14, 0, (d) => {
        if (rng.chance(0.12))
          add(
            'repair',
            d + rng.int(0, 13),
            rng.chance(0.5) ? faults[spec.kind]! : rng.pick(commonFaults),
            tens(rng, 300, 6000),
            null,
          );
      });
    } else if (plantKinds.includes(spec.kind)) {
      every(30, rng.int(0, 6), (d) =>
        add('calibrate', d, '计量秤静态标定（标准砝码），误差在允许范围内', tens(rng, 1800, 3500), 30),
      );
      every(14, rng.int(3, 13), (d) => add('maintain', d, service[spec.kind]!, tens(rng, 1200, 3000), 14));
    } else if (spec.kind === 'labInstrument') {
      add('calibrate', rng.int(0, 3), '计量检定，取得校准证书', tens(rng, 600, 1200), 365);
      every(30, rng.int(5, 20), (d) => add('inspect', d, '检查仪器状态与试验环境温湿度', 0, 30));
    } else if (spec.kind === 'camera') {
      every(30, rng.int(5, 29), (d) => add('inspect', d, '检查画面、云台与补光，清洁镜头', 0, 30));
    }
  }
  return out.sort((a, b) => (a.t < b.t ? -1 : a.t > b.t ? 1 : a.deviceCode < b.deviceCode ? -1 : 1));
}

export const videoPlatforms = ['hikvision', 'dahua', 'ezviz', 'imou'] as const;

export interface VideoAccountSeed {
  platform: (typeof videoPlatforms)[number];
  name: string;
  appKey: string;
  secret: string | null;
  expiry: string;
  /** Which seeded cameras the account serves: the fixed ones or those in a cab. */
  cameras: 'fixed' | 'inCab' | 'none';
}

const hex = (rng: Rng, count: number) =>
  Array.from({ length: count }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');

export function videoAccountSeeds(seed: number): VideoAccountSeed[] {
  const rng = new Rng(seed, 'videoAccounts', 0);
  return [
    {
      platform: 'hikvision',
      name: '现场视频平台',
      appKey: `2${rng.digits(7)}`,
      secret: hex(rng, 20),
      expiry: dueAfter(0, 365),
      cameras: 'fixed',
    },
    {
      platform: 'ezviz',
      name: '驾驶室视频',
      appKey: hex(rng, 32),
      secret: hex(rng, 32),
      expiry: dueAfter(0, 360),
      cameras: 'inCab',
    },
    {
      platform: 'dahua',
      name: '大华平台（试用）',
      appKey: hex(rng, 16),
      secret: null,
      expiry: dueAfter(0, 54),
      cameras: 'none',
    },
  ];
}

export interface SmsGroupSeed {
  name: string;
  domain: 'hj' | 'znys';
  level: 1 | 2 | 3;
  recipients: string;
  quietFrom: string | null;
  quietTo: string | null;
}

/** One group per alarm level for each problem domain; level 3 has no quiet hours. */
export function smsGroupSeeds(seed: number): SmsGroupSeed[] {
  const out: SmsGroupSeed[] = [];
  const names = { hj: '强夯', znys: '数字化施工' } as const;
  const quiet = { 1: ['22:00', '07:00'], 2: ['23:00', '06:00'], 3: [null, null] } as const;
  const levelNames = { 1: '一级', 2: '二级', 3: '三级' } as const;
  for (const domain of ['hj', 'znys'] as const) {
    for (const level of [1, 2, 3] as const) {
      const rng = new Rng(seed, `smsGroup:${domain}:${level}`, 0);
      const recipients = Array.from({ length: level + 1 }, () => `${personName(rng)}:${mobileNumber(rng)}`).join(', ');
      out.push({
        name: `${names[domain]}${levelNames[level]}预警组`,
        domain,
        level,
        recipients,
        quietFrom: quiet[level][0],
        quietTo: quiet[level][1],
      });
    }
  }
  return out;
}
