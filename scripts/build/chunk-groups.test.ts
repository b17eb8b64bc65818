import { describe, expect, it } from 'vitest';
import { pathPattern, portalChunkGroups } from './chunk-groups.ts';

/** The group Rolldown puts a module in: the highest priority whose test matches. */
function groupOf(id: string): string | null {
  const matching = portalChunkGroups
    .filter((group) => 'test' in group && group.test?.test(id) === true)
    .sort((a, b) => b.priority - a.priority);
  return matching[0]?.name ?? null;
}

describe('the portal’s chunk groups', () => {
  it('read `/` in a path as either separator', () => {
    const pattern = pathPattern('src/lib/(centre|api/request-id)');
    expect(pattern.test('/repo/src/lib/centre/member-centre-pages.ts')).toBe(true);
    expect(pattern.test(String.raw`C:\repo\src\lib\api\request-id.ts`)).toBe(true);
    expect(pattern.test('/repo/src/lib/api/blamed-field.ts')).toBe(false);
  });

  it('put the form stack, the centres’ shared parts and the signed-in header each in a chunk, and nothing else', () => {
    expect(groupOf('/repo/node_modules/zod/v4/core/core.js')).toBe('forms');
    expect(groupOf('/repo/node_modules/react-hook-form/dist/index.esm.mjs')).toBe('forms');
    expect(groupOf('/repo/src/components/text-field.tsx')).toBe('forms');
    expect(groupOf('/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe('centre-kit');
    expect(groupOf('/repo/node_modules/react-remove-scroll-bar/dist/es2015/utils.js')).toBe(
      'centre-kit',
    );
    expect(groupOf('/repo/src/components/centre/centre-nav.tsx')).toBe('centre-kit');
    expect(groupOf('/repo/src/hooks/centre/use-centre-gate.ts')).toBe('centre-kit');
    expect(groupOf('/repo/src/hooks/auth/use-sign-out.ts')).toBe('centre-kit');
    expect(groupOf('/repo/src/features/member-menu/components/profile-menu.tsx')).toBe(
      'member-kit',
    );
    expect(groupOf('/repo/src/features/protection/components/session-clock.tsx')).toBe(
      'member-kit',
    );
    expect(groupOf('/repo/node_modules/@radix-ui/react-dropdown-menu/dist/index.mjs')).toBe(
      'dropdown',
    );
    // The protection page itself is a centre page of its own.
    expect(
      groupOf('/repo/src/features/protection/components/player-protection-page.tsx'),
    ).toBeNull();
    // A page's own code and other packages stay where Rolldown puts them.
    expect(groupOf('/repo/src/features/wallet/components/wallet-page.tsx')).toBeNull();
    expect(groupOf('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBeNull();
  });
});
