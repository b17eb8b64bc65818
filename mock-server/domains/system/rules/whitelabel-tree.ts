import type { Schemas } from '../../../core/handler-types';
import { featureTree, type FeatureGroup } from './feature-flags';

export type WhitelabelNode = Schemas['WhitelabelNode'];

/** The contract's modId pattern; flags set under other names cannot be answered. */
const modIdPattern = /^[A-Za-z0-9_]{1,64}$/;

/**
 * The whitelabel settings tree of `getWhitelabel` and `getPermission`, built from the flags on every
 * request (the control API flips them): one root per group of `featureTree`, its features as leaf
 * children. Each node carries its own flag; clients apply the contract's rule that a feature is on
 * only when its node and every ancestor are enabled, which is exactly what `isFeatureOn` enforces on
 * the server side. A flag missing from the config is answered `enabled: false`. Flags outside the tree
 * (set through the control API) become extra leaf roots, sorted, which the portal ignores.
 */
export function buildWhitelabelTree(flags: Record<string, boolean>): WhitelabelNode[] {
  const leaf = (modId: string): WhitelabelNode => ({
    modId,
    enabled: flags[modId] === true,
    childrenNodes: [],
  });
  const inTree = new Set<string>();
  const roots = (Object.keys(featureTree) as FeatureGroup[]).map((group): WhitelabelNode => {
    inTree.add(group);
    const children = featureTree[group].map((id) => {
      inTree.add(id);
      return leaf(id);
    });
    return { ...leaf(group), childrenNodes: children };
  });
  const extras = Object.keys(flags)
    .filter((id) => !inTree.has(id) && modIdPattern.test(id))
    .sort()
    .map(leaf);
  return [...roots, ...extras];
}

/** The contract's reading of a tree: on when the node and all its ancestors are enabled; absent means off. */
export function isOnInTree(nodes: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isOnInTree(node.childrenNodes, modId)) return true;
  }
  return false;
}
