/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { useAdjust } from './use-adjust';

const commits: string[] = [];
let adjustments = 0;

/** An edited copy of `source` that starts over when `source` changes. */
function Copy({ source, other }: { source: string[]; other: number }) {
  const [copy, setCopy] = useState<string[]>([]);
  useAdjust(() => {
    adjustments += 1;
    setCopy([...source, 'edited']);
  }, [source]);
  const text = `${copy.join(',')}|${other}`;
  useLayoutEffect(() => void commits.push(text));
  return <output data-testid="copy">{text}</output>;
}

beforeEach(() => {
  commits.length = 0;
  adjustments = 0;
});

it('adjusts on the first render and on a change of a dependency, never showing the stale value', () => {
  const first = ['a'];
  const { rerender } = render(<Copy source={first} other={1} />);
  expect(screen.getByTestId('copy').textContent).toBe('a,edited|1');
  expect(commits).toEqual(['a,edited|1']); // the render before the adjustment is never committed

  commits.length = 0;
  rerender(<Copy source={first} other={2} />);
  expect(screen.getByTestId('copy').textContent).toBe('a,edited|2');
  expect(commits).toEqual(['a,edited|2']);
  expect(adjustments).toBe(1); // the same dependency: no new adjustment

  commits.length = 0;
  rerender(<Copy source={['b']} other={2} />);
  expect(commits).toEqual(['b,edited|2']);
  expect(adjustments).toBe(2);
});
