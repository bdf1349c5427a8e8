export interface TreeNode {
  id: number;
  parentId: number;
  children: TreeNode[];
}

/**
 * Nests nodes under their parents, keeping input order among siblings. A node whose parent is not in
 * the list becomes a root, so a filtered list still shows every match.
 */
export function buildTree<T extends TreeNode>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: T[] = [];
  for (const node of nodes) {
    const parent = node.parentId === node.id ? undefined : byId.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
