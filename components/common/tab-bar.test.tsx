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

// jsdom lays nothing out: the row's and the tabs' boxes are given here, and the row's scrolling watched.
type Box = { left: number; right: number };
function laidOut(boxes: Record<string, Box>) {
  const row = screen.getByRole('tablist');
  const place = (el: Element, box: Box) =>
    (el.getBoundingClientRect = () => ({ ...box, top: 0, bottom: 40, width: box.right - box.left }) as DOMRect);
  place(row, boxes.row!);
  for (const t of screen.getAllByRole('tab')) place(t, boxes[t.textContent!]!);
  let left = 0;
  const moves: number[] = [];
  Object.defineProperty(row, 'scrollLeft', {
    get: () => left,
    set: (v: number) => void moves.push((left = v)),
  });
  return moves;
}

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

  test('a chosen tab is scrolled into the row’s view, the row alone', () => {
    render(<Bar onChange={jest.fn()} />);
    const moves = laidOut({
      row: { left: 0, right: 100 },
      Alpha: { left: 0, right: 60 },
      Beta: { left: 20, right: 80 },
      Gamma: { left: 120, right: 180 },
    });
    const pageScroll = jest.fn();
    Element.prototype.scrollIntoView = pageScroll;
    fireEvent.click(tab('Gamma'));
    // Gamma ends 80 px past the row's right edge.
    expect(moves).toEqual([80]);
    // Scrolled so, Alpha starts 80 px before the row's left edge; choosing it scrolls back.
    tab('Alpha').getBoundingClientRect = () => ({ left: -80, right: -20, top: 0, bottom: 40, width: 60 }) as DOMRect;
    fireEvent.click(tab('Alpha'));
    expect(moves).toEqual([80, 0]);
    // Beta, in view, moves nothing.
    fireEvent.click(tab('Beta'));
    expect(moves).toEqual([80, 0]);
    expect(pageScroll).not.toHaveBeenCalled();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
