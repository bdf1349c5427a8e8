import { sbglDevice, znysStateHistory } from '../defs/devices';
import { formSchema, formValues } from './form-schema';
import { exportHref, resourceQueryCodec, toApiQuery } from './resource-query';

const blank = formValues(sbglDevice, 'create', null, () => 'roller');

describe('resource form', () => {
  test('a new row starts blank, with a required choice on its first value', () => {
    expect(blank).toMatchObject({ code: '', name: '', kind: 'roller', status: 'roller', sectionId: '', imei: '' });
  });

  test('the platform body: numbers as numbers, blanks kept (they clear optional fields)', () => {
    const parsed = formSchema(sbglDevice, 'create', 'zh').safeParse({ ...blank, code: ' YL-77 ', name: '压路机', status: 'inUse', sectionId: '3' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ code: 'YL-77', sectionId: 3, imei: '', status: 'inUse' });
  });

  test('refusals carry message keys, a definition’s own text in the current language', () => {
    const messages = (values: Record<string, string>, locale: 'zh' | 'en' = 'zh') => {
      const parsed = formSchema(sbglDevice, 'create', locale).safeParse({ ...blank, ...values });
      return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    };
    expect(messages({ code: '', name: 'x'.repeat(65) })).toEqual({ code: 'required', name: 'tooLong:64' });
    expect(messages({ code: 'a b', name: 'n', imei: '12' })).toEqual({ code: 'custom:只能包含字母、数字、- 和 _', imei: 'custom:IMEI 为 15 位数字' });
    expect(messages({ code: 'a b', name: 'n' }, 'en')).toEqual({ code: 'custom:Letters, digits, - and _ only' });
  });
});

describe('resource query', () => {
  test('filters, range and sort go to the platform; paging is left out of the export', () => {
    const codec = resourceQueryCodec(znysStateHistory);
    const query = codec.parse(new URLSearchParams('deviceCode=YL&start=2026-03-14&end=2026-03-15&online=0&page=3&sort=-t&bogus=1'));
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
    expect(exportHref(znysStateHistory, query)).toBe('/api/znys/deviceState/export?sort=t&order=desc&start=2026-03-14&end=2026-03-15&deviceCode=YL&online=0');
  });

  test('a malformed date or an unknown sort is dropped, not sent', () => {
    const query = resourceQueryCodec(znysStateHistory).parse(new URLSearchParams('start=yesterday&sort=password'));
    expect(toApiQuery(znysStateHistory, query)).toMatchObject({ start: undefined, sort: undefined });
  });
});
