import { Rng } from '../random.js';
import { tabletHosts } from './devices.js';
import { layers, type Section } from './sections.js';

export type CrewDomain = 'znys' | 'zd' | 'hj' | 'ddc' | 'transport' | 'sprinkler' | 'plant';

/** Which rain stops a crew for the day: any rain, heavy rain only, or none. */
export type RainStop = 'any' | 'heavy' | 'never';

export interface Crew {
  code: string;
  name: string;
  domain: CrewDomain;
  sectionCode: Section['code'];
  deviceCodes: readonly string[];
  rainStop: RainStop;
  /** The construction process the crew runs (started and finished on its tablets each day). */
  process?: { code: string; name: string; layerCode: string };
}

function processFor(domain: string, layerCode: string): Crew['process'] {
  const layer = layers.find((l) => l.code === layerCode);
  if (!layer) throw new Error(`unknown layer ${layerCode}`);
  return { code: `GY-${domain.toUpperCase()}-${layerCode}`, name: `${layer.sectionCode} ${layer.name}`, layerCode };
}

const seq = (prefix: string, from: number, to: number, width = 2) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(width, '0')}`);

/** The site's crews; a machine belongs to one crew. */
export const crews: readonly Crew[] = [
  {
    code: 'ZNYS-1',
    name: '道路沥青摊铺碾压组',
    domain: 'znys',
    sectionCode: 'S2',
    deviceCodes: ['TP-01', 'YL-01', 'YL-02', 'YL-05', 'YL-06'],
    rainStop: 'any',
    process: processFor('znys', 'S2-L6'),
  },
  {
    code: 'ZNYS-2',
    name: '道路水稳碾压组',
    domain: 'znys',
    sectionCode: 'S2',
    deviceCodes: ['YL-09', 'YL-10'],
    rainStop: 'any',
    process: processFor('znys', 'S2-L5'),
  },
  {
    code: 'ZNYS-3',
    name: '站坪水稳摊铺碾压组',
    domain: 'znys',
    sectionCode: 'S1',
    deviceCodes: ['TP-02', 'YL-03', 'YL-04', 'YL-07', 'YL-08', 'YL-11', 'YL-12'],
    rainStop: 'any',
    process: processFor('znys', 'S1-L3'),
  },
  {
    code: 'ZD-1',
    name: '道路路床振动碾压组',
    domain: 'zd',
    sectionCode: 'S2',
    deviceCodes: seq('ZD-', 1, 3),
    rainStop: 'heavy',
    process: processFor('zd', 'S2-L3'),
  },
  {
    code: 'ZD-2',
    name: '站坪土基振动碾压组',
    domain: 'zd',
    sectionCode: 'S1',
    deviceCodes: seq('ZD-', 4, 6),
    rainStop: 'heavy',
    process: processFor('zd', 'S1-L1'),
  },
  {
    code: 'HJ-1',
    name: '强夯施工组',
    domain: 'hj',
    sectionCode: 'S3',
    deviceCodes: seq('HJ-', 1, 6),
    rainStop: 'heavy',
    process: processFor('hj', 'S3-L1'),
  },
  {
    code: 'DDC-1',
    name: 'DDC桩施工组',
    domain: 'ddc',
    sectionCode: 'S3',
    deviceCodes: seq('DDC-', 1, 4),
    rainStop: 'heavy',
    process: processFor('ddc', 'S3-L4'),
  },
  {
    code: 'YS-1',
    name: '沥青水稳运输车队',
    domain: 'transport',
    sectionCode: 'S2',
    deviceCodes: seq('YLC-', 1, 20, 3),
    rainStop: 'any',
  },
  {
    code: 'YS-2',
    name: '混凝土运输车队',
    domain: 'transport',
    sectionCode: 'S1',
    deviceCodes: seq('YLC-', 21, 30, 3),
    rainStop: 'heavy',
  },
  {
    code: 'SS-1',
    name: '洒水车队',
    domain: 'sprinkler',
    sectionCode: 'S2',
    deviceCodes: seq('SSC-', 1, 4),
    rainStop: 'any',
  },
  { code: 'BHZ-LQ', name: '沥青拌和站', domain: 'plant', sectionCode: 'S2', deviceCodes: ['LQ-01'], rainStop: 'any' },
  { code: 'BHZ-SW', name: '水稳拌和站', domain: 'plant', sectionCode: 'S2', deviceCodes: ['SW-01'], rainStop: 'any' },
  {
    code: 'BHZ-SN',
    name: '水泥混凝土拌和站',
    domain: 'plant',
    sectionCode: 'S1',
    deviceCodes: ['SN-01', 'SN-02'],
    rainStop: 'heavy',
  },
];

export function crewOf(deviceCode: string): Crew | undefined {
  return crews.find((crew) => crew.deviceCodes.includes(deviceCode));
}

export interface Operator {
  code: string;
  name: string;
  mobile: string;
  /** The machine the operator drives, and its tablet. */
  deviceCode: string;
  tabletCode: string;
}

const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const givenChars = '伟强磊军勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林欢阳建国志新海峰亮成春东文';

/** A person's name drawn from `rng` (given name first: the operators' numbers depend on that order). */
export function personName(rng: Rng): string {
  const given = rng.chance(0.6)
    ? givenChars[rng.int(0, givenChars.length - 1)]! + givenChars[rng.int(0, givenChars.length - 1)]!
    : givenChars[rng.int(0, givenChars.length - 1)]!;
  return surnames[rng.int(0, surnames.length - 1)]! + given;
}

/** A demo number drawn from `rng`: from 100, which no carrier assigns to a handset (DEMO_MOBILE). */
export function mobileNumber(rng: Rng): string {
  rng.pick(['3', '5', '8']); // drawn as before, so every later number of the seed stays what it was
  return `100${rng.digits(9).slice(1)}`;
}

/** One operator per tablet machine (OP-01…OP-28), names and phone numbers from the seed. */
export function operators(seed: number): Operator[] {
  return tabletHosts.map((host, i) => {
    const code = `OP-${String(i + 1).padStart(2, '0')}`;
    const rng = new Rng(seed, `operator:${code}`, 0);
    return {
      code,
      name: personName(rng),
      mobile: mobileNumber(rng),
      deviceCode: host,
      tabletCode: `PAD-${String(i + 1).padStart(2, '0')}`,
    };
  });
}
