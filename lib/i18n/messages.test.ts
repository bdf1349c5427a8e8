import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

// The type check knows the zh catalogue only (lib/i18n/app-config.ts), so these tests keep en in step:
// the same keys, and every message taking the same arguments, or a screen would show a raw key or
// an unfilled placeholder in one language.

type Catalogue = { [key: string]: string | Catalogue };

function flatten(messages: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/**
 * The argument names of an ICU message: `{name}`, `{name, number}`, and `{name, plural|select, … {…}}`
 * with the options' own messages read in turn. Quoting follows ICU: `''` is a quote, and a quote
 * before `{`, `}` or `#` starts literal text up to the next quote. Throws on a malformed message.
 */
function icuArguments(message: string): string[] {
  const names = new Set<string>();
  let pos = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${pos} in ${JSON.stringify(message)}`);
  };

  // Text up to an unmatched `}` or the end.
  const text = (): void => {
    while (pos < message.length) {
      const c = message[pos];
      if (c === '}') return;
      if (c === '{') argument();
      else if (c === "'" && message[pos + 1] === "'") pos += 2;
      else if (c === "'" && '{}#'.includes(message[pos + 1] ?? '')) {
        const close = message.indexOf("'", pos + 1);
        if (close < 0) fail('unclosed quote');
        pos = close + 1;
      } else pos++;
    }
  };

  const argument = (): void => {
    pos++;
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*([a-z]+)\s*)?/.exec(message.slice(pos)) ?? fail('argument without a name');
    names.add(head[1]!);
    pos += head[0].length;
    const type = head[2];
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      if (message[pos] !== ',') fail(`${type} without options`);
      pos++;
      for (;;) {
        const rest = message.slice(pos);
        const end = /^\s*\}/.exec(rest);
        if (end) {
          pos += end[0].length;
          return;
        }
        const option = /^\s*(?:offset:\d+\s+)?[^\s{}]+\s*\{/.exec(rest) ?? fail(`${type} option expected`);
        pos += option[0].length;
        text();
        if (message[pos] !== '}') fail('unclosed option');
        pos++;
      }
    }
    if (type !== undefined && message[pos] === ',') {
      const close = message.indexOf('}', pos);
      if (close < 0) fail('unclosed argument');
      pos = close;
    }
    if (message[pos] !== '}') fail('unclosed argument');
    pos++;
  };

  text();
  if (pos < message.length) fail('unmatched }');
  return [...names].sort();
}

const catalogues = { zh: flatten(zh), en: flatten(en) };

describe('messages/zh.json and messages/en.json', () => {
  it('have the same keys', () => {
    const missing = (from: Map<string, string>, to: Map<string, string>) =>
      [...from.keys()].filter((key) => !to.has(key));
    expect({
      missingInEn: missing(catalogues.zh, catalogues.en),
      missingInZh: missing(catalogues.en, catalogues.zh),
    }).toEqual({
      missingInEn: [],
      missingInZh: [],
    });
  });

  it('give every message the same ICU arguments in both languages', () => {
    const differing = [...catalogues.zh].flatMap(([key, text]) => {
      const other = catalogues.en.get(key);
      if (other === undefined) return [];
      const [zhArgs, enArgs] = [icuArguments(text), icuArguments(other)];
      return zhArgs.join() === enArgs.join() ? [] : [{ key, zh: zhArgs, en: enArgs }];
    });
    expect(differing).toEqual([]);
  });

  it('are well-formed ICU in both languages', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const text of catalogue.values()) expect(() => icuArguments(text)).not.toThrow();
    }
  });
});

describe('icuArguments', () => {
  it.each([
    ['plain text', []],
    ['{name} and {title}', ['name', 'title']],
    ['{count, plural, one {# screen by {user}} other {# screens}}', ['count', 'user']],
    ['{kind, select, a {A} other {{name}}}', ['kind', 'name']],
    ['{n, number, percent} of {total}', ['n', 'total']],
    ["the platform's {module}", ['module']],
    ["'{literal}' and ''{quoted}''", ['quoted']],
  ])('reads %j', (message, names) => {
    expect(icuArguments(message)).toEqual(names);
  });

  it.each(['{unclosed', 'stray }', '{count, plural, one}', "'{never closed"])('refuses %j', (message) => {
    expect(() => icuArguments(message)).toThrow();
  });
});
