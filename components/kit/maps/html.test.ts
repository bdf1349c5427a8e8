import { escapeHtml, htmlNumber } from './html';

test('platform text in a marker or tooltip is text, never markup', () => {
  expect(escapeHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  expect(escapeHtml(`YL-01 "a" & 'b'`)).toBe('YL-01 &quot;a&quot; &amp; &#39;b&#39;');
  expect(escapeHtml(undefined)).toBe('');
  expect(escapeHtml(7)).toBe('7');
});

test('a number in an inline style is a finite number', () => {
  expect(htmlNumber(42.5)).toBe(42.5);
  expect(htmlNumber('90')).toBe(90);
  expect(htmlNumber('0deg);background:url(x)')).toBe(0);
  expect(htmlNumber(undefined)).toBe(0);
});
