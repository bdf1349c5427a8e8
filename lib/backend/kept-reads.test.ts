import { z } from 'zod';
import { checkKept, parseKept } from './kept-reads';

describe('replies read again are not parsed again', () => {
  it('the same text gives the same frozen value; another text a new one', () => {
    const text = JSON.stringify({ menus: [{ code: 'a' }] });
    const first = parseKept(text) as { menus: { code: string }[] };
    expect(parseKept(`${text}`)).toBe(first);
    expect(Object.isFrozen(first.menus[0])).toBe(true);
    expect(() => first.menus.push({ code: 'b' })).toThrow(TypeError);
    expect(parseKept(JSON.stringify({ menus: [{ code: 'b' }] }))).not.toBe(first);
  });

  it('keeps the 48 texts used last, letting the oldest go', () => {
    const texts = Array.from({ length: 49 }, (_, i) => JSON.stringify({ n: i, pad: 'kept' }));
    const values = texts.map(parseKept);
    expect(parseKept(texts[48])).toBe(values[48]);
    expect(parseKept(texts[1])).toBe(values[1]);
    expect(parseKept(texts[0])).not.toBe(values[0]);
  });

  it('checks a value once per schema; a failed check is made again and never kept', () => {
    const schema = z.object({ id: z.coerce.string(), name: z.string() });
    const spy = jest.spyOn(schema, 'safeParse');
    const value = parseKept(JSON.stringify({ id: 7, name: 'x' }));
    const first = checkKept(value, schema);
    expect(first).toEqual({ success: true, data: { id: '7', name: 'x' } });
    expect(checkKept(value, schema).data).toBe(first.data);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(Object.isFrozen(first.data)).toBe(true);
    const other = z.object({ id: z.number() });
    expect(checkKept(value, other)).toMatchObject({ success: true, data: { id: 7 } });
    const bad = parseKept(JSON.stringify({ id: 8 }));
    expect(checkKept(bad, schema).success).toBe(false);
    expect(checkKept(bad, schema).success).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
  });
});
