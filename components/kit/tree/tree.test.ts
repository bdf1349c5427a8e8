import { ancestorsOf, checkedFromGrants, descendantIds, filterTree, findNode, flatten, withDepth } from './tree';

type N = { id: number; title: string; children: N[] };
const n = (id: number, title: string, children: N[] = []): N => ({ id, title, children });
const tree = [
  n(1, 'base', [n(2, 'users'), n(3, 'menus', [n(4, 'buttons')])]),
  n(5, 'ssc', [n(6, 'jobs'), n(7, 'track')]),
];

describe('tree helpers', () => {
  test('flatten, findNode and descendantIds walk depth first', () => {
    expect(flatten(tree).map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(findNode(tree, 4)?.title).toBe('buttons');
    expect(findNode(tree, 99)).toBeUndefined();
    expect(descendantIds(tree[0])).toEqual([2, 3, 4]);
  });

  test('filterTree keeps matches with their ancestors and lists what to expand', () => {
    const { nodes, expand } = filterTree(tree, (x) => x.title.includes('butt'));
    expect(nodes).toEqual([n(1, 'base', [n(3, 'menus', [n(4, 'buttons')])])]);
    expect(expand.sort()).toEqual([1, 3]);
    expect(filterTree(tree, () => false).nodes).toEqual([]);
  });

  test('a matching parent keeps everything below it', () => {
    const { nodes, expand } = filterTree(tree, (x) => x.title === 'ssc');
    expect(nodes).toEqual([tree[1]]);
    expect(expand).toEqual([]);
  });

  test('checkedFromGrants: leaves as granted, parents only when all below are granted', () => {
    // the platform adds ancestors: 1 and 3 come with 4
    expect(checkedFromGrants(tree, new Set([1, 3, 4])).sort()).toEqual([3, 4]);
    expect(checkedFromGrants(tree, new Set([5, 6, 7])).sort()).toEqual([5, 6, 7]);
    expect(checkedFromGrants(tree, new Set([5, 6]))).toEqual([6]);
    expect(checkedFromGrants(tree, new Set())).toEqual([]);
  });

  test('ancestorsOf and withDepth', () => {
    expect(ancestorsOf(tree, 4)).toEqual([1, 3]);
    expect(ancestorsOf(tree, 5)).toEqual([]);
    expect(ancestorsOf(tree, 42)).toEqual([]);
    expect(withDepth(tree).map(({ node, depth }) => `${node.id}:${depth}`)).toEqual([
      '1:0',
      '2:1',
      '3:1',
      '4:2',
      '5:0',
      '6:1',
      '7:1',
    ]);
  });
});
