import { rejected } from '../http/reply.js';

// Recipient lists as the platform's forms take them (report e-mails, warning SMS and e-mail groups): entries
// separated by commas, semicolons or new lines, full-width marks too; at most MAX_RECIPIENTS; none twice.

export const MAX_RECIPIENTS = 50;

/** A mail address as the platform takes it: local@domain.tld, no spaces or separators. */
export const EMAIL = /^[^\s@:,;，；<>]+@[^\s@:,;，；<>]+\.[^\s@:,;，；<>]+$/;

/** The entries of a list (`separators`: what divides them), refused when there are none or too many. */
export function entriesOf(
  text: string,
  messages: { empty: string; who: string },
  separators: RegExp = /[,，;；\n]+/,
): string[] {
  const entries = text
    .split(separators)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw rejected(messages.empty);
  if (entries.length > MAX_RECIPIENTS) throw rejected(`${messages.who}不能超过 ${MAX_RECIPIENTS} 个`);
  return entries;
}

/**
 * "name:value" pairs (a mobile, an address), stored as "name:value, name:value". `who` names the field in the
 * messages, `noun` the value; `problem` says what is wrong with a value, if anything; `key` is what must not repeat.
 */
export function namedPairs(
  text: string,
  rules: {
    who: string;
    noun: string;
    empty: string;
    problem: (name: string, value: string) => string | null;
    key?: (value: string) => string;
  },
): string {
  const seen = new Set<string>();
  return entriesOf(text, rules)
    .map((pair) => {
      const match = /^(.{1,16}?)\s*[:：]\s*(\S+)$/.exec(pair);
      if (!match) throw rejected(`${rules.who}格式不正确：「${pair}」，应为 姓名:${rules.noun}`);
      const [, rawName, value] = match as unknown as [string, string, string];
      const name = rawName.trim();
      const problem = rules.problem(name, value);
      if (problem) throw rejected(problem);
      const key = rules.key ? rules.key(value) : value;
      if (seen.has(key)) throw rejected(`${rules.noun} ${value} 重复`);
      seen.add(key);
      return `${name}:${value}`;
    })
    .join(', ');
}
