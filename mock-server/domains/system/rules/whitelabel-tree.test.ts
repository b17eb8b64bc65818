import { describe, expect, it } from 'vitest';
import { allFeatureIds, defaultFeatureFlags, featureTree, isFeatureOn } from './feature-flags';
import { buildWhitelabelTree, isOnInTree, type WhitelabelNode } from './whitelabel-tree';

function modIds(nodes: readonly WhitelabelNode[]): string[] {
  return nodes.flatMap((n) => [n.modId, ...modIds(n.childrenNodes)]);
}

describe('buildWhitelabelTree', () => {
  it('has one root per feature group with its features as leaves, in featureTree order', () => {
    const tree = buildWhitelabelTree(defaultFeatureFlags());
    expect(tree.map((n) => n.modId)).toEqual(Object.keys(featureTree));
    for (const root of tree) {
      const children = featureTree[root.modId as keyof typeof featureTree];
      expect(root.childrenNodes.map((c) => c.modId)).toEqual([...children]);
      for (const child of root.childrenNodes) expect(child.childrenNodes).toEqual([]);
    }
  });

  it('lists every feature id exactly once', () => {
    const ids = modIds(buildWhitelabelTree(defaultFeatureFlags()));
    expect(ids.slice().sort()).toEqual([...allFeatureIds].sort());
  });

  it('carries each node its own flag; a flag missing from the config is off', () => {
    const flags = defaultFeatureFlags();
    delete flags.PTSYS3;
    flags.REFERRAL3 = false;
    const tree = buildWhitelabelTree(flags);
    const member = tree.find((n) => n.modId === 'MEMBERCENTER3');
    expect(member?.childrenNodes.find((n) => n.modId === 'PTSYS3')?.enabled).toBe(false);
    expect(member?.childrenNodes.find((n) => n.modId === 'REFERRAL3')?.enabled).toBe(false);
    expect(member?.childrenNodes.find((n) => n.modId === 'REBATE3')?.enabled).toBe(true);
  });

  it('reads the same as isFeatureOn for every id under many flag combinations (ancestor rule)', () => {
    // A small deterministic generator, so the combinations are the same on every run.
    let state = 7;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    for (let round = 0; round < 200; round += 1) {
      const flags = Object.fromEntries(allFeatureIds.map((id) => [id, next() < 0.7]));
      const tree = buildWhitelabelTree(flags);
      for (const id of allFeatureIds)
        expect(isOnInTree(tree, id), `${id} in round ${round}`).toBe(isFeatureOn(flags, id));
    }
  });

  it('switching a group off turns its features off for clients while their own flags stay on', () => {
    const flags = { ...defaultFeatureFlags(), REGISTER3: false };
    const tree = buildWhitelabelTree(flags);
    const register = tree.find((n) => n.modId === 'REGISTER3');
    expect(register?.enabled).toBe(false);
    expect(register?.childrenNodes.every((c) => c.enabled)).toBe(true);
    expect(isOnInTree(tree, 'DIRECTREG3')).toBe(false);
  });

  it('answers flags outside the tree as extra sorted roots and drops names the contract cannot carry', () => {
    const tree = buildWhitelabelTree({
      ...defaultFeatureFlags(),
      ZNEW3: true,
      ANEW3: false,
      'bad-id': true,
    });
    expect(tree.slice(-2)).toEqual([
      { modId: 'ANEW3', enabled: false, childrenNodes: [] },
      { modId: 'ZNEW3', enabled: true, childrenNodes: [] },
    ]);
    expect(modIds(tree)).not.toContain('bad-id');
  });

  it('treats an id absent from the tree as off', () => {
    expect(isOnInTree(buildWhitelabelTree({}), 'NOPE3')).toBe(false);
  });
});
