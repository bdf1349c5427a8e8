import { Rng } from '../random.js';
import { plants } from './plants.js';
import type { Section } from './sections.js';
import type { DeviceKind } from '@console/contract/equipment/resources';

/** Dictionary `deviceKind`: the registry's declaration. */
export { deviceKinds, type DeviceKind } from '@console/contract/equipment/resources';

/** When a device is powered: around the clock, with its crew's shift, with its host machine, or in lab hours. */
export type PowerProfile = 'always' | 'plant' | 'shift' | 'host' | 'lab';

export interface Telemetry {
  /** GNSS receiver: survey-grade RTK, standard single-point, or none. */
  gnss: 'rtk' | 'std' | null;
  engine: boolean;
  battery: boolean;
  /** Nominal supply voltage. */
  volts: 12 | 24;
}

export interface DeviceSpec {
  code: string;
  name: string;
  kind: DeviceKind;
  model: string;
  maker: string;
  sectionCode?: Section['code'];
  power: PowerProfile;
  telemetry: Telemetry;
  /** Carries a cellular telematics unit (and so a SIM card). */
  cellular: boolean;
  /** The machine a tablet or in-cab camera is mounted in. */
  hostCode?: string;
  /** The tablet mounted in this machine. */
  tabletCode?: string;
  params: Record<string, string | number>;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const fixed: Telemetry = { gnss: null, engine: false, battery: false, volts: 12 };
const machine = (gnss: 'rtk' | 'std'): Telemetry => ({ gnss, engine: true, battery: false, volts: 24 });

function plantDevices(): DeviceSpec[] {
  const kinds = { lq: 'asphaltPlant', sw: 'stabilisedPlant', sn: 'concretePlant' } as const;
  const sections = { lq: 'S2', sw: 'S2', sn: 'S1' } as const;
  return plants.map((plant) => ({
    code: plant.code,
    name: plant.name,
    kind: kinds[plant.plantType],
    model: plant.model,
    maker: plant.plantType === 'lq' ? '德基机械' : plant.plantType === 'sw' ? '南方路机' : '三一重工',
    sectionCode: sections[plant.plantType],
    power: 'plant',
    telemetry: { gnss: null, engine: true, battery: false, volts: 24 },
    cellular: false,
    params: {
      capacity: plant.capacity,
      x: plant.x,
      y: plant.y,
      batch: plant.plantType === 'lq' ? '4 t' : plant.plantType === 'sn' ? '3 m³' : '30 s',
    },
  }));
}

const rollerClasses = [
  {
    from: 1,
    to: 4,
    rollerClass: 'doubleDrumSteel',
    name: '双钢轮压路机',
    model: 'XD133',
    maker: '徐工',
    weight: 13,
    drumWidth: 2.13,
  },
  {
    from: 5,
    to: 8,
    rollerClass: 'rubberTyred',
    name: '胶轮压路机',
    model: 'XP303',
    maker: '徐工',
    weight: 30,
    drumWidth: 2.75,
  },
  {
    from: 9,
    to: 12,
    rollerClass: 'singleDrumVib',
    name: '单钢轮振动压路机',
    model: 'SSR220C',
    maker: '三一重工',
    weight: 22,
    drumWidth: 2.17,
  },
] as const;

/** Machines that carry an operator tablet, in tablet order PAD-01…PAD-28. */
export const tabletHosts: readonly string[] = [
  ...range(1, 12).map((n) => `YL-${pad(n)}`),
  ...range(1, 6).map((n) => `ZD-${pad(n)}`),
  ...range(1, 6).map((n) => `HJ-${pad(n)}`),
  ...range(1, 4).map((n) => `DDC-${pad(n)}`),
];

const tabletOf = (host: string) => `PAD-${pad(tabletHosts.indexOf(host) + 1)}`;

/** Cameras: plants ×4, apron ×4, road ×4, DC/DDC ×4, in-cab ×4; fixed ones with their position and view. */
const cameraPlaces: readonly {
  name: string;
  scope: string;
  section?: Section['code'];
  x?: number;
  y?: number;
  bearing?: number;
  host?: string;
}[] = [
  { name: '沥青站出料口', scope: 'plant', section: 'S2', x: 165, y: 170, bearing: 200 },
  { name: '水稳站出料口', scope: 'plant', section: 'S2', x: 262, y: 138, bearing: 180 },
  { name: '1号混凝土站出料口', scope: 'plant', section: 'S1', x: 2512, y: 1388, bearing: 160 },
  { name: '2号混凝土站出料口', scope: 'plant', section: 'S1', x: 2572, y: 1408, bearing: 160 },
  { name: '站坪西南角', scope: 'site', section: 'S1', x: 2590, y: 990, bearing: 45 },
  { name: '站坪东南角', scope: 'site', section: 'S1', x: 3210, y: 990, bearing: 315 },
  { name: '站坪东北角', scope: 'site', section: 'S1', x: 3210, y: 1310, bearing: 225 },
  { name: '站坪西北角', scope: 'site', section: 'S1', x: 2590, y: 1310, bearing: 135 },
  { name: '道路 K0+400', scope: 'znys', section: 'S2', x: 600, y: 280, bearing: 0 },
  { name: '道路 K1+200', scope: 'znys', section: 'S2', x: 1400, y: 280, bearing: 0 },
  { name: '道路 K2+000', scope: 'znys', section: 'S2', x: 2180, y: 440, bearing: 330 },
  { name: '道路 K2+800', scope: 'znys', section: 'S2', x: 2870, y: 760, bearing: 330 },
  { name: '强夯区西侧', scope: 'hj', section: 'S3', x: 2140, y: 1125, bearing: 90 },
  { name: '强夯区东侧', scope: 'hj', section: 'S3', x: 2560, y: 1125, bearing: 270 },
  { name: 'DDC区南侧', scope: 'hj', section: 'S3', x: 2250, y: 770, bearing: 0 },
  { name: 'DDC区北侧', scope: 'hj', section: 'S3', x: 2250, y: 940, bearing: 180 },
  { name: '驾驶室 YL-01', scope: 'znys', section: 'S2', host: 'YL-01' },
  { name: '驾驶室 YL-09', scope: 'znys', section: 'S2', host: 'YL-09' },
  { name: '驾驶室 HJ-01', scope: 'hj', section: 'S3', host: 'HJ-01' },
  { name: '驾驶室 DDC-01', scope: 'hj', section: 'S3', host: 'DDC-01' },
];

const labInstruments = [
  { code: 'SYS-WDD-01', name: '马歇尔稳定度仪', model: 'LWD-3', maker: '路达仪器' },
  { code: 'SYS-RHD-01', name: '沥青软化点试验仪', model: 'SYD-2806F', maker: '上海昌吉' },
  { code: 'SYS-ZRD-01', name: '沥青针入度仪', model: 'SYD-2801F', maker: '上海昌吉' },
  { code: 'SYS-YD-01', name: '沥青延度仪', model: 'SYD-4508G', maker: '上海昌吉' },
] as const;

/** The seeded registry: every device of the site, with stable codes (tests refer to them). */
export function deviceSpecs(): DeviceSpec[] {
  const out: DeviceSpec[] = plantDevices();
  for (const n of [1, 2]) {
    out.push({
      code: `TP-${pad(n)}`,
      name: `${n}号摊铺机`,
      kind: 'paver',
      model: 'LTU90',
      maker: '中联重科',
      sectionCode: n === 1 ? 'S2' : 'S1',
      power: 'shift',
      telemetry: machine('rtk'),
      cellular: true,
      params: { width: 9 },
    });
  }
  for (const c of rollerClasses) {
    for (const n of range(c.from, c.to)) {
      const code = `YL-${pad(n)}`;
      out.push({
        code,
        name: `${c.name} ${pad(n)}`,
        kind: 'roller',
        model: c.model,
        maker: c.maker,
        sectionCode: n % 4 === 3 || n % 4 === 0 ? 'S1' : 'S2',
        power: 'shift',
        telemetry: machine('rtk'),
        cellular: true,
        tabletCode: tabletOf(code),
        params: { rollerClass: c.rollerClass, weight: c.weight, drumWidth: c.drumWidth },
      });
    }
  }
  for (const n of range(1, 6)) {
    const code = `ZD-${pad(n)}`;
    out.push({
      code,
      name: `振动压路机 ${pad(n)}`,
      kind: 'vibRoller',
      model: '6626E',
      maker: '柳工',
      sectionCode: n <= 3 ? 'S2' : 'S1',
      power: 'shift',
      telemetry: machine('rtk'),
      cellular: true,
      tabletCode: tabletOf(code),
      params: { rollerClass: 'singleDrumVib', weight: 26, drumWidth: 2.17 },
    });
  }
  for (const n of range(1, 6)) {
    const code = `HJ-${pad(n)}`;
    out.push({
      code,
      name: `强夯机 ${pad(n)}`,
      kind: 'rammer',
      model: 'YTQH350B',
      maker: '宇通重工',
      sectionCode: 'S3',
      power: 'shift',
      telemetry: machine('rtk'),
      cellular: true,
      tabletCode: tabletOf(code),
      params: { hammerWeight: 20, hammerDiameter: 2.5 },
    });
  }
  for (const n of range(1, 4)) {
    const code = `DDC-${pad(n)}`;
    out.push({
      code,
      name: `DDC桩机 ${pad(n)}`,
      kind: 'ddcRig',
      model: 'SWDM-DDC',
      maker: '山河智能',
      sectionCode: 'S3',
      power: 'shift',
      telemetry: machine('rtk'),
      cellular: true,
      tabletCode: tabletOf(code),
      params: { hammerWeight: 12 },
    });
  }
  for (const n of range(1, 30)) {
    const mixer = n > 20;
    out.push({
      code: `YLC-${pad(n, 3)}`,
      name: mixer ? `混凝土搅拌车 ${pad(n, 3)}` : `自卸车 ${pad(n, 3)}`,
      kind: 'truck',
      model: mixer ? 'SY310C-8' : '德龙X3000',
      maker: mixer ? '三一重工' : '陕汽重卡',
      sectionCode: mixer ? 'S1' : 'S2',
      power: 'shift',
      telemetry: machine('std'),
      cellular: true,
      params: mixer ? { vehicleType: 'mixer', capacityM3: 10 } : { vehicleType: 'dump', capacityT: 30 },
    });
  }
  for (const n of range(1, 4)) {
    out.push({
      code: `SSC-${pad(n)}`,
      name: `洒水车 ${pad(n)}`,
      kind: 'sprinkler',
      model: 'EQ5180GSS',
      maker: '东风',
      sectionCode: n <= 2 ? 'S2' : 'S1',
      power: 'shift',
      telemetry: machine('std'),
      cellular: true,
      params: { tankM3: 15 },
    });
  }
  tabletHosts.forEach((host, i) => {
    out.push({
      code: `PAD-${pad(i + 1)}`,
      name: `作业平板 ${pad(i + 1)}`,
      kind: 'tablet',
      model: 'MatePad T10s',
      maker: '华为',
      sectionCode: out.find((d) => d.code === host)?.sectionCode,
      power: 'host',
      telemetry: { gnss: null, engine: false, battery: true, volts: 12 },
      cellular: true,
      hostCode: host,
      params: { appVersion: '3.8.2' },
    });
  });
  cameraPlaces.forEach((place, i) => {
    out.push({
      code: `CAM-${pad(i + 1)}`,
      name: place.name,
      kind: 'camera',
      model: place.host ? 'AE-VC221T' : 'DS-2DE4425IW',
      maker: '海康威视',
      sectionCode: place.section,
      power: place.host ? 'host' : 'always',
      telemetry: fixed,
      cellular: Boolean(place.host),
      ...(place.host ? { hostCode: place.host } : {}),
      params: place.host
        ? { scope: place.scope }
        : { scope: place.scope, x: place.x!, y: place.y!, bearing: place.bearing!, fov: 60 },
    });
  });
  for (const lab of labInstruments) {
    out.push({ ...lab, kind: 'labInstrument', power: 'lab', telemetry: fixed, cellular: false, params: {} });
  }
  return out;
}

export type Carrier = 'cmcc' | 'cucc' | 'ctcc';

export interface DeviceIdentity {
  imei: string;
  /** Vehicles only. */
  plate?: string;
  sim?: { iccid: string; msisdn: string; carrier: Carrier };
}

/** Luhn check digit of a digit string. */
export function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

const plateLetters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const carriers: readonly { carrier: Carrier; iccid: string; msisdn: string }[] = [
  { carrier: 'cmcc', iccid: '898600', msisdn: '1440' },
  { carrier: 'cucc', iccid: '898601', msisdn: '1460' },
  { carrier: 'ctcc', iccid: '898603', msisdn: '1410' },
];

/**
 * Plates, IMEIs and SIM numbers drawn from the seed (one generator per device, independent of the
 * others): IMEI 15 digits with a Luhn check, ICCID `8986…` 20 digits with a Luhn check, IoT MSISDN 13 digits.
 */
export function deviceIdentity(seed: number, spec: DeviceSpec): DeviceIdentity {
  const rng = new Rng(seed, `identity:${spec.code}`, 0);
  const imeiBody = `86${rng.digits(12)}`;
  const identity: DeviceIdentity = { imei: imeiBody + luhnDigit(imeiBody) };
  if (spec.kind === 'truck' || spec.kind === 'sprinkler') {
    const province = rng.pick(['鄂', '鄂', '鄂', '鄂', '湘', '豫', '赣']);
    const letter = rng.pick(['A', 'A', 'A', 'F', 'K', 'L']);
    let tail = '';
    for (let i = 0; i < 5; i++)
      tail += i === 1 && rng.chance(0.3) ? plateLetters[rng.int(0, plateLetters.length - 1)] : String(rng.int(0, 9));
    identity.plate = `${province}${letter}·${tail}`;
  }
  if (spec.cellular) {
    const carrier = rng.chance(0.7) ? carriers[0]! : rng.pick(carriers.slice(1));
    const iccidBody = carrier.iccid + rng.digits(13);
    identity.sim = {
      iccid: iccidBody + luhnDigit(iccidBody),
      msisdn: carrier.msisdn + rng.digits(9),
      carrier: carrier.carrier,
    };
  }
  return identity;
}
