import {
  dictChoices,
  dictLabel,
  dictLookup,
  dictTypesInTokens,
  dictTypesOf,
  valueLabel,
  type DictValue,
} from './labels';
import { seedDictValues } from './seed-fixture';

const status: DictValue[] = [
  { value: 'inUse', labelDefault: '在用', labelZhCh: '在用', labelEnUs: 'In use', orderNum: 0 },
  { value: 'repair', labelDefault: '维修', labelZhCh: null, labelEnUs: '', orderNum: 1 },
  { value: 'idle', labelDefault: '', labelZhCh: '  ', labelEnUs: null, orderNum: 2 },
];

describe('dictionary labels', () => {
  test('the UI language first, then the default label, then the code itself', () => {
    expect(valueLabel(status[0]!, 'zh')).toBe('在用');
    expect(valueLabel(status[0]!, 'en')).toBe('In use');
    expect(valueLabel(status[1]!, 'en')).toBe('维修');
    expect(valueLabel(status[1]!, 'zh')).toBe('维修');
    expect(valueLabel(status[2]!, 'zh')).toBe('idle');
  });

  test('a code the dictionary lacks shows as it is; no code, or labels still loading, read blank', () => {
    expect(dictLabel(status, 'inUse', 'en')).toBe('In use');
    expect(dictLabel(status, 'scrapped', 'zh')).toBe('scrapped');
    expect(dictLabel(status, 7, 'zh')).toBe('7');
    for (const none of [null, undefined, '']) expect(dictLabel(status, none, 'zh')).toBe('');
    // Never a raw code that turns into a label a moment later.
    expect(dictLabel(undefined, 'inUse', 'zh')).toBe('');
  });

  test('choices in dictionary order, or limited and ordered by `only`; none while loading', () => {
    expect(dictChoices(status, undefined, 'en').map((c) => c.label)).toEqual(['In use', '维修', 'idle']);
    expect(dictChoices(status, ['idle', 'nothing', 'inUse'], 'zh')).toEqual([
      { value: 'idle', label: 'idle' },
      { value: 'inUse', label: '在用' },
    ]);
    expect(dictChoices(undefined, undefined, 'zh')).toEqual([]);
  });

  test('a lookup over several types is loading while any type is, and a column without a type shows its code', () => {
    const lookup = dictLookup({ deviceStatus: status, flowState: undefined }, 'en');
    expect(lookup.loading).toBe(true);
    expect(lookup.label('deviceStatus', 'inUse')).toBe('In use');
    expect(lookup.label('flowState', '20')).toBe('');
    expect(lookup.label(undefined, 'x')).toBe('x');
    expect(lookup.choices('deviceStatus', ['repair'])).toEqual([{ value: 'repair', label: '维修' }]);
    expect(dictLookup({ deviceStatus: status }, 'zh').loading).toBe(false);
  });

  test('the types a screen reads: its coded columns, once each; a chart answer: its dict: tokens', () => {
    expect(
      dictTypesOf([
        { type: 'enum', dict: 'b' },
        { type: 'text' },
        { type: 'enum', dict: 'a' },
        { type: 'enum', dict: 'b' },
      ]),
    ).toEqual(['a', 'b']);
    expect(
      dictTypesInTokens({
        x: ['dict:alarmType:overSpeed', '@alarms'],
        rows: [{ t: 'dict:alarmDomain:bhz', n: 2 }, 'dict:alarmType:other'],
      }),
    ).toEqual(['alarmDomain', 'alarmType']);
  });

  test('the seed keeps the labels the console showed before they moved to the dictionary', () => {
    const seed = seedDictValues();
    const zh = dictLookup(seed, 'zh');
    const en = dictLookup(seed, 'en');
    expect([zh.label('deviceKind', 'vibRoller'), en.label('deviceKind', 'vibRoller')]).toEqual([
      '振动压路机',
      'Vibratory roller',
    ]);
    expect([zh.label('problemParty', '监理单位'), en.label('problemParty', '监理单位')]).toEqual([
      '监理单位',
      'Supervisor',
    ]);
    expect(zh.choices('flowState').map((c) => c.value)).toEqual(['0', '10', '20', '30', '40', '50', '60']);
    expect(en.choices('sex')).toEqual([
      { value: '男', label: 'Male' },
      { value: '女', label: 'Female' },
    ]);
  });
});
