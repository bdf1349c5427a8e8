/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import zh from '@/messages/zh.json';
import { SearchField } from './search-field';

function Host({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <NextIntlClientProvider locale="zh" messages={zh}>
      <SearchField
        label="关键字"
        value={value}
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
      />
    </NextIntlClientProvider>
  );
}

describe('SearchField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports typing after a pause, once', () => {
    const onChange = jest.fn();
    render(<Host onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: '关键字' }), { target: { value: 'abc' } });
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(onChange.mock.calls).toEqual([['abc']]);
  });

  it('reports at once on Enter, and the pause does not report it again', () => {
    const onChange = jest.fn();
    render(<Host onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: '关键字' });
    fireEvent.change(field, { target: { value: 'still here' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange.mock.calls).toEqual([['still here']]);
    act(() => jest.advanceTimersByTime(1000));
    expect(onChange.mock.calls).toEqual([['still here']]);
  });
});
