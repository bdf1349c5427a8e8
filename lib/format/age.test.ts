import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { formatAge, type AgeTranslator } from './age';

const translator = (messages: typeof zh | typeof en, locale: 'zh' | 'en'): AgeTranslator =>
  createTranslator({ locale, messages, namespace: 'format' });
const tZh = translator(zh, 'zh');
const tEn = translator(en, 'en');

const now = new Date(2024, 5, 15, 12, 0, 0);
const ago = (ms: number) => now.getTime() - ms;
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;

describe('formatAge', () => {
  it.each([
    [0, '刚刚', 'just now'],
    [29 * S, '刚刚', 'just now'],
    [30 * S, '1分钟前', '1 minute ago'],
    [5 * MIN + 10 * S, '5分钟前', '5 minutes ago'],
    [59 * MIN, '59分钟前', '59 minutes ago'],
    [H, '1小时前', '1 hour ago'],
    [23 * H + 59 * MIN, '23小时前', '23 hours ago'],
    [DAY, '1天前', '1 day ago'],
    [2 * DAY - S, '1天前', '1 day ago'],
  ])('%p ms ago', (ms, zhText, enText) => {
    expect(formatAge(ago(ms), now, tZh)).toBe(zhText);
    expect(formatAge(ago(ms), now, tEn)).toBe(enText);
  });

  it('shows a date from 2 days on, with the year only when it differs', () => {
    const then = new Date(2024, 5, 13, 9, 5, 0);
    expect(formatAge(then, now, tZh)).toBe('6月13日 09:05');
    expect(formatAge(then, now, tEn)).toBe('06-13 09:05');
    const lastYear = new Date(2023, 11, 31, 23, 0, 0);
    expect(formatAge(lastYear, now, tZh)).toBe('2023年12月31日 23:00');
    expect(formatAge(lastYear, now, tEn)).toBe('2023-12-31 23:00');
  });

  it('accepts epoch seconds and ISO strings', () => {
    expect(formatAge(Math.floor(ago(5 * MIN) / 1000), now, tEn)).toBe('5 minutes ago');
    expect(formatAge(new Date(ago(2 * H)).toISOString(), now.getTime(), tEn)).toBe('2 hours ago');
  });

  it('treats small clock skew as just now and a real future time as a date', () => {
    expect(formatAge(now.getTime() + 10 * S, now, tEn)).toBe('just now');
    expect(formatAge(new Date(2024, 5, 16, 8, 0, 0), now, tEn)).toBe('06-16 08:00');
  });

  it.each([[null], [undefined], [0], [-5], [NaN], ['garbage']])('gives "" for %p', (value) => {
    expect(formatAge(value as never, now, tEn)).toBe('');
  });

  it('gives "" for an invalid now', () => {
    expect(formatAge(ago(MIN), NaN, tEn)).toBe('');
  });
});
