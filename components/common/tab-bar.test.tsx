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

// jsdom lays nothing out and has no scrollIntoView: what is asked of the browser is checked.
const scrollIntoView = jest.fn();
beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterAll(() => delete (Element.prototype as Partial<Element>).scrollIntoView);

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

  test('a chosen tab is scrolled into the row’s view', () => {
    render(<Bar onChange={jest.fn()} />);
    const scrolled = () => scrollIntoView.mock.contexts.map((el) => (el as Element).textContent);
    expect(scrolled()).toEqual(['Beta']);
    fireEvent.click(tab('Gamma'));
    expect(scrolled()).toEqual(['Beta', 'Gamma']);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
  });
});
