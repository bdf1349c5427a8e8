/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextInput } from './text-input';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const bad = value !== '' && Number(value) < 10;
  return (
    <TextInput
      label="Timeout"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={bad}
      helperText={bad ? 'At least 10' : ' '}
    />
  );
}

const description = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!)!;

test('the helper text is the field’s description, in the error look while the value is wrong', () => {
  render(<Field />);
  const input = screen.getByRole('textbox', { name: 'Timeout' });
  expect(description(input).classList.contains('Mui-error')).toBe(false);
  fireEvent.change(input, { target: { value: '5' } });
  expect(description(input).textContent).toBe('At least 10');
  expect(description(input).classList.contains('Mui-error')).toBe(true);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(input, { target: { value: '50' } });
  expect(input.getAttribute('aria-invalid')).toBe('false');
});

// A blank helper (' ') must keep its line: a line that appears on blur would move the button below the
// field between press and release, and the press would be lost (the settings and sign-in forms).
test('a blank helper keeps its line with a zero-width space, hidden from assistive technology', () => {
  render(<Field />);
  const helper = description(screen.getByRole('textbox'));
  expect(helper.textContent).toBe('\u200b');
  expect(helper.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
});
