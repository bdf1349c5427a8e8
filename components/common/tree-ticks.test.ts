import { cascadeTicks, tickStates, type TreeShape } from './tree-ticks';

type N = { id: string; children: N[] };
const n = (id: string, children: N[] = []): N => ({ id, children });
// a ─ b, c ─ d, e ;  f
const nodes = [n('a', [n('b'), n('c', [n('d'), n('e')])]), n('f')];
const shape: TreeShape<N> = { id: (node) => node.id, children: (node) => node.children };
const sorted = (ids: string[]) => [...ids].sort();

describe('cascadeTicks', () => {
  test('a ticked folder takes everything below it; an unticked one loses it', () => {
    expect(sorted(cascadeTicks(nodes, shape, [], ['c']))).toEqual(['c', 'd', 'e']);
    expect(sorted(cascadeTicks(nodes, shape, [], ['a']))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(sorted(cascadeTicks(nodes, shape, ['a', 'b', 'c', 'd', 'e'], ['b', 'c', 'd', 'e']))).toEqual([]);
  });

  test('a folder is ticked exactly when everything below it is', () => {
    expect(sorted(cascadeTicks(nodes, shape, ['b', 'd'], ['b', 'd', 'e']))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(sorted(cascadeTicks(nodes, shape, ['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd']))).toEqual(['b', 'd']);
  });

  test('leaves and unrelated ticks stay as they are', () => {
    expect(sorted(cascadeTicks(nodes, shape, ['f'], ['f', 'b']))).toEqual(['b', 'f']);
    expect(cascadeTicks(nodes, shape, ['f'], [])).toEqual([]);
  });
});

describe('tickStates', () => {
  test('ticked, mixed when something below is ticked, or neither', () => {
    const states = tickStates(nodes, shape, new Set(['d']));
    expect(Object.fromEntries(states)).toEqual({
      a: 'mixed',
      b: 'false',
      c: 'mixed',
      d: 'true',
      e: 'false',
      f: 'false',
    });
  });
});
