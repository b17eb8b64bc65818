import { describe, expect, it } from 'vitest';
import { enabledFeatures } from './feature-flags';

interface TreeNode {
  modId: string;
  enabled: boolean;
  childrenNodes: TreeNode[];
}
const node = (modId: string, enabled: boolean, childrenNodes: TreeNode[] = []): TreeNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('enabledFeatures', () => {
  it('counts a feature only when it and all its ancestors are enabled', () => {
    const tree = [
      node('LOGIN3', true, [node('MOBILEVERCODELOGIN3', true), node('FREEPLAY3', false)]),
      node('REGISTER3', false, [node('DIRECTREG3', true)]),
      node('PTSYS3', true),
    ];
    const on = enabledFeatures(tree);
    expect([...on].sort()).toEqual(['LOGIN3', 'MOBILEVERCODELOGIN3', 'PTSYS3']);
    expect(on.has('DIRECTREG3')).toBe(false);
  });
});
