/** Pure helpers over the platform's trees (`menu/tree`, `group/tree`): `{id, children}` nodes. */
export interface Node<T> {
  id: number;
  children: T[];
}

export function flatten<T extends Node<T>>(nodes: readonly T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

export function findNode<T extends Node<T>>(nodes: readonly T[], id: number): T | undefined {
  return flatten(nodes).find((node) => node.id === id);
}

/** Ids of a node's descendants (not the node itself). */
export function descendantIds<T extends Node<T>>(node: T): number[] {
  return flatten(node.children).map((child) => child.id);
}

/**
 * Keeps the nodes that match, each with everything below it, and for context their ancestors;
 * `expand` lists those ancestors, so a search opens the tree down to every match.
 */
export function filterTree<T extends Node<T>>(
  nodes: readonly T[],
  matches: (node: T) => boolean,
): { nodes: T[]; expand: number[] } {
  const expand: number[] = [];
  const visit = (list: readonly T[]): T[] =>
    list.flatMap((node) => {
      if (matches(node)) return [node];
      const children = visit(node.children);
      if (children.length === 0) return [];
      expand.push(node.id);
      return [{ ...node, children }];
    });
  return { nodes: visit(nodes), expand };
}

/**
 * The checked state of a grant tree from the granted ids. The platform stores every ancestor of a
 * granted menu, so a granted parent means "some of it": a parent shows checked only when all of its
 * descendants are granted, else the tree draws it half-checked.
 */
export function checkedFromGrants<T extends Node<T>>(nodes: readonly T[], granted: ReadonlySet<number>): number[] {
  const checked: number[] = [];
  const visit = (node: T): boolean => {
    if (node.children.length === 0) {
      if (granted.has(node.id)) checked.push(node.id);
      return granted.has(node.id);
    }
    const all = node.children.map(visit).every(Boolean);
    if (all) checked.push(node.id);
    return all;
  };
  nodes.forEach(visit);
  return checked;
}

/** Ids from the root down to the node's parent; empty for a root or an unknown id. */
export function ancestorsOf<T extends Node<T>>(nodes: readonly T[], id: number): number[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorsOf(node.children, id);
    if (below.length > 0 || node.children.some((child) => child.id === id)) return [node.id, ...below];
  }
  return [];
}

/** Every node with its depth, depth first: the options of a "parent" select. */
export function withDepth<T extends Node<T>>(nodes: readonly T[], depth = 0): { node: T; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...withDepth(node.children, depth + 1)]);
}
