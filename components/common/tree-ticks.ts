/** How a tree's nodes are read: their ids and their children. */
export type TreeShape<T> = { id: (node: T) => string; children: (node: T) => readonly T[] };

/** A ticked item, one with some ticks below it, or neither (as `aria-checked` says it). */
export type TickState = 'true' | 'mixed' | 'false';

/**
 * The ticks after a press changed `before` into `after`: what was ticked takes everything below it,
 * what was unticked loses it, and then each folder is ticked exactly when everything below it is.
 * Done here from the nodes, not in the tree view, because a tree view knows only the items it has drawn.
 */
export function cascadeTicks<T>(
  nodes: readonly T[],
  shape: TreeShape<T>,
  before: readonly string[],
  after: readonly string[],
): string[] {
  const was = new Set(before);
  const now = new Set(after);
  const below = (node: T, tick: boolean) =>
    shape.children(node).forEach((child) => {
      if (tick) now.add(shape.id(child));
      else now.delete(shape.id(child));
      below(child, tick);
    });
  const visit = (list: readonly T[]) =>
    list.forEach((node) => {
      const id = shape.id(node);
      if (now.has(id) !== was.has(id)) below(node, now.has(id));
      else visit(shape.children(node));
    });
  visit(nodes);
  const settle = (node: T): boolean => {
    const children = shape.children(node);
    if (children.length === 0) return now.has(shape.id(node));
    const all = children.map(settle).every(Boolean);
    if (all) now.add(shape.id(node));
    else now.delete(shape.id(node));
    return all;
  };
  nodes.forEach(settle);
  return [...now];
}

/** Every item's tick state: ticked, mixed (something below it is ticked), or not. */
export function tickStates<T>(
  nodes: readonly T[],
  shape: TreeShape<T>,
  ticked: ReadonlySet<string>,
): Map<string, TickState> {
  const states = new Map<string, TickState>();
  const visit = (node: T): boolean => {
    const id = shape.id(node);
    // every child is visited, so each gets its state
    const some = shape.children(node).map(visit).some(Boolean);
    states.set(id, ticked.has(id) ? 'true' : some ? 'mixed' : 'false');
    return ticked.has(id) || some;
  };
  nodes.forEach(visit);
  return states;
}
