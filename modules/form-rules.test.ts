import { sbglDevice, znysStateHistory } from '@/modules/equipment/pages/devices';
import { displayConfig } from '@/modules/bigscreen/pages/display-config';
import { ylcVehicle } from '@/modules/fleet/pages/vehicles';
import { videoAccount } from '@/modules/video/pages/video-accounts';
import { formSchema, formValues } from '@/components/kit/forms/form-schema';
import { exportHref, resourceQueryCodec, toApiQuery } from '@/components/kit/resource/resource-query';

// A required choice starts on the first of its codes (the kit asks the dictionary).
const blank = formValues(sbglDevice, 'create', null, (c) => (c.field === 'status' ? 'inUse' : 'roller'));

type Parsed = ReturnType<ReturnType<typeof formSchema>['safeParse']>;
const issuesOf = (parsed: Parsed) => (parsed.success ? [] : parsed.error.issues);
const dataOf = (parsed: Parsed) => {
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
};

describe('resource form', () => {
  test('a new row starts blank, with a required choice on its first value', () => {
    expect(blank).toMatchObject({ code: '', name: '', kind: 'roller', status: 'inUse', sectionId: '', imei: '' });
  });

  test('the platform body: numbers as numbers, blanks kept (they clear optional fields)', () => {
    const parsed = formSchema(sbglDevice, 'create', 'zh').safeParse({
      ...blank,
      code: ' YL-77 ',
      name: '压路机',
      status: 'inUse',
      sectionId: '3',
    });
    expect(parsed.success).toBe(true);
    expect(dataOf(parsed)).toMatchObject({ code: 'YL-77', sectionId: 3, imei: '', status: 'inUse' });
  });

  test('refusals carry message keys, a definition’s own text in the current language', () => {
    const messages = (values: Record<string, string>, locale: 'zh' | 'en' = 'zh') => {
      const parsed = formSchema(sbglDevice, 'create', locale).safeParse({ ...blank, ...values });
      return Object.fromEntries(issuesOf(parsed).map((i) => [i.path[0], i.message]));
    };
    expect(messages({ code: '', name: 'x'.repeat(65) })).toEqual({ code: 'required', name: 'tooLong:64' });
    expect(messages({ code: 'a b', name: 'n', imei: '12' })).toEqual({
      code: 'custom:只能包含字母、数字、- 和 _',
      imei: 'custom:IMEI 为 15 位数字',
    });
    expect(messages({ code: 'a b', name: 'n' }, 'en')).toEqual({ code: 'custom:Letters, digits, - and _ only' });
  });
});

describe('equipment forms', () => {
  test('a secret never fills its field from a row, and a switch sends 1 or 0', () => {
    expect(formValues(videoAccount, 'update', { name: 'a', appKey: 'k', secret: 'leaked' }, () => '')).toMatchObject({
      name: 'a',
      secret: '',
    });
    const columns = { columns: displayConfig.sections.flatMap((s) => s.fields) };
    const values = formValues(
      columns,
      'update',
      {
        title: 't',
        rotationSeconds: 20,
        refreshSeconds: 30,
        ...{ tilePlants: 0, tileDevices: 1, tileAlarms: 1, tileProgress: 1, tileMiniPlan: 1, tileBatches: 1 },
        ...{
          tilePlantsOrder: 1,
          tileDevicesOrder: 2,
          tileAlarmsOrder: 3,
          tileProgressOrder: 4,
          tileMiniPlanOrder: 5,
          tileBatchesOrder: 6,
          sectionId: null,
        },
      },
      () => '',
    );
    expect(values.tilePlants).toBe('0');
    expect(values.sectionId).toBe('');
    expect(dataOf(formSchema(columns, 'update', 'zh').safeParse(values))).toMatchObject({
      title: 't',
      tilePlants: 0,
      tileDevices: 1,
      tileBatchesOrder: 6,
    });
  });

  test('plates are checked as the platform checks them, with or without the dot', () => {
    const blankVehicle = formValues(ylcVehicle, 'create', null, () => 'dump');
    const plate = (text: string) =>
      issuesOf(formSchema(ylcVehicle, 'create', 'en').safeParse({ ...blankVehicle, plate: text })).map(
        (i) => i.message,
      );
    expect(plate('鄂A·12345')).toEqual([]);
    expect(plate('鄂AD12345')).toEqual([]);
    expect(plate('鄂A1234')).toEqual(['custom:Not a Chinese plate, e.g. 鄂A·12345 or 鄂AD12345']);
    expect(plate('鄂AI2345')).toHaveLength(1);
  });
});

describe('resource query', () => {
  test('filters, range and sort go to the platform; paging is left out of the export', () => {
    const codec = resourceQueryCodec(znysStateHistory);
    const query = codec.parse(
      new URLSearchParams('deviceCode=YL&start=2026-03-14&end=2026-03-15&online=0&page=3&sort=-t&bogus=1'),
    );
    expect(toApiQuery(znysStateHistory, query)).toEqual({
      page: 3,
      limit: 20,
      sort: 't',
      order: 'desc',
      start: '2026-03-14',
      end: '2026-03-15',
      deviceCode: 'YL',
      kind: undefined,
      online: '0',
    });
    expect(exportHref(znysStateHistory, query)).toBe(
      '/api/znys/deviceState/export?sort=t&order=desc&start=2026-03-14&end=2026-03-15&deviceCode=YL&online=0',
    );
  });

  test('a malformed date or an unknown sort is dropped, not sent', () => {
    const query = resourceQueryCodec(znysStateHistory).parse(new URLSearchParams('start=yesterday&sort=password'));
    expect(toApiQuery(znysStateHistory, query)).toMatchObject({ start: undefined, sort: undefined });
  });
});

describe('form checks, rule by rule', () => {
  const def = {
    columns: [
      { field: 'n', title: { zh: 'n', en: 'n' }, type: 'int', form: { required: true, min: 1, max: 10 } },
      { field: 'x', title: { zh: 'x', en: 'x' }, type: 'num', form: {} },
      { field: 'd', title: { zh: 'd', en: 'd' }, type: 'date', form: {} },
      { field: 't', title: { zh: 't', en: 't' }, type: 'time', form: {} },
    ],
  } as unknown as Parameters<typeof formSchema>[0];
  const first = (values: Record<string, string>) =>
    Object.fromEntries(
      issuesOf(formSchema(def, 'create', 'en').safeParse({ n: '5', x: '', d: '', t: '', ...values })).map((i) => [
        i.path[0],
        i.message,
      ]),
    );

  test('a blank optional field passes; a blank required one is the only problem named', () => {
    expect(first({})).toEqual({});
    expect(first({ n: '   ' })).toEqual({ n: 'required' });
  });

  test('numbers: the form, whole numbers, then the bounds', () => {
    expect(first({ n: 'abc', x: '1e3' })).toEqual({ n: 'integer', x: 'number' });
    expect(first({ n: '2.5' })).toEqual({ n: 'integer' });
    expect(first({ n: '0' })).toEqual({ n: 'min:1' });
    expect(first({ n: '11' })).toEqual({ n: 'max:10' });
    expect(first({ n: ' 7 ', x: '-0.5' })).toEqual({});
  });

  test('dates and times in the platform’s forms', () => {
    expect(first({ d: '2026/03/14', t: '2026-03-14 8:00' })).toEqual({ d: 'date', t: 'time' });
    expect(first({ d: '2026-03-14', t: '2026-03-14 08:00:00' })).toEqual({});
  });
});
