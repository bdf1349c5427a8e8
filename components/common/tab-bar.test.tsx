/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TabBar } from './tab-bar';

function Bar({ onChange }: { onChange: jest.Mock }) {
  const [value, setValue] = useState('b');
  return (
    <TabBar
      value={value}
      onChange={(next) => (onChange(next), setValue(next))}
      tabs={[
        { value: 'a', label: 'Alpha', id: 'tab-a', controls: 'panel' },
        { value: 'b', label: 'Beta', id: 'tab-b', controls: 'panel' },
        { value: 'c', label: 'Gamma', id: 'tab-c', controls: 'panel' },
      ]}
      aria-label="Things"
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  test('names its tabs, marks the chosen one and makes it the one tab stop', () => {
    render(<Bar onChange={jest.fn()} />);
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeTruthy();
    expect(tab('Beta').getAttribute('aria-selected')).toBe('true');
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('false');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(tab('Gamma').id).toBe('tab-c');
    expect(tab('Gamma').getAttribute('aria-controls')).toBe('panel');
  });

  test('the arrows, Home and End move the focus round the row without choosing; Enter or a press chooses', () => {
    const onChange = jest.fn();
    render(<Bar onChange={onChange} />);
    tab('Beta').focus();
    fireEvent.keyDown(tab('Beta'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Gamma'));
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Alpha'));
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Gamma'));
    fireEvent.keyDown(tab('Gamma'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Alpha'));
    fireEvent.keyDown(tab('Alpha'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(tab('Gamma'));
    expect(onChange).toHaveBeenLastCalledWith('c');
    expect(tab('Gamma').getAttribute('aria-selected')).toBe('true');
    expect(tab('Gamma').tabIndex).toBe(0);
    // choosing the chosen tab again changes nothing
    fireEvent.click(tab('Gamma'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('a chosen tab outside the row’s view is scrolled in', () => {
    // jsdom lays nothing out: each tab is 100 px wide at 100 px steps, the row shows 150 px of its 300.
    const left = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft');
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
    const client = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 100 });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 150 });
    try {
      const offsets: Record<string, number> = { 'tab-a': 0, 'tab-b': 100, 'tab-c': 200 };
      Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
        configurable: true,
        get() {
          return offsets[(this as HTMLElement).id] ?? 0;
        },
      });
      const onChange = jest.fn();
      render(<Bar onChange={onChange} />);
      const row = screen.getByRole('tablist');
      // Beta (100–200) is chosen at first: the row scrolls by 50 to show it whole.
      expect(row.scrollLeft).toBe(50);
      fireEvent.click(tab('Gamma'));
      expect(row.scrollLeft).toBe(150);
      fireEvent.click(tab('Alpha'));
      expect(row.scrollLeft).toBe(0);
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'offsetLeft', left!);
      Object.defineProperty(HTMLElement.prototype, 'offsetWidth', width!);
      Object.defineProperty(Element.prototype, 'clientWidth', client!);
    }
  });
});
