import type { MockBackend, StateSnapshot } from '../../../core/backend';

/**
 * What the control handlers see of the server-wide sandbox hub (hosts/sandbox-hub.ts): named
 * snapshots, scenarios and isolated sandboxes. Every backend of one server points at the same hub,
 * so a snapshot saved in one sandbox can seed another. Hosts without a hub (the page's service
 * worker) answer these operations 404 `not_found`.
 */
export interface SavedSnapshot {
  name: string;
  savedAt: string;
  /** The sandbox clock's instant the snapshot holds. */
  sandboxTime: string;
  members: number;
  snapshot: StateSnapshot;
}

export type SandboxSource =
  { kind: 'seed' } | { kind: 'snapshot'; name: string } | { kind: 'scenario'; name: string };

export interface IsolatedSandboxInfo {
  id: string;
  /** The path every address of the sandbox starts with: `/s/<id>`. */
  prefix: string;
  source: SandboxSource;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

export interface AppliedScenario {
  name: string;
  openAs: string;
  /** The password `openAs` signs in with. */
  password: string;
}

export type CreateSandboxRefusal = 'limit' | 'no-snapshot' | 'no-scenario';

export interface SandboxHubPort {
  readonly maxSandboxes: number;
  readonly idleMinutes: number;
  saveSnapshot(name: string, from: MockBackend): Promise<SavedSnapshot>;
  listSnapshots(): SavedSnapshot[];
  snapshotNamed(name: string): SavedSnapshot | undefined;
  deleteSnapshot(name: string): Promise<boolean>;
  /** Resets `target` to its seed and applies the scenario's steps; call inside its write lock. */
  applyScenario(target: MockBackend, name: string): Promise<AppliedScenario>;
  createSandbox(source: SandboxSource): Promise<IsolatedSandboxInfo | CreateSandboxRefusal>;
  listSandboxes(): IsolatedSandboxInfo[];
  deleteSandbox(id: string): boolean;
}

const hubs = new WeakMap<MockBackend, SandboxHubPort>();

export function attachSandboxHub(backend: MockBackend, hub: SandboxHubPort): void {
  hubs.set(backend, hub);
}

export function sandboxHubOf(backend: MockBackend): SandboxHubPort | undefined {
  return hubs.get(backend);
}

/** A snapshot as the contract shows it (without its state). */
export function snapshotInfo(saved: SavedSnapshot) {
  return {
    name: saved.name,
    savedAt: saved.savedAt,
    sandboxTime: saved.sandboxTime,
    members: saved.members,
  };
}

/** The source of a new sandbox from the request's `from` and `name`; a string is the refusal's reason. */
export function sandboxSourceOf(
  from: 'seed' | 'snapshot' | 'scenario',
  name?: string,
): SandboxSource | string {
  if (from === 'seed') return { kind: 'seed' };
  if (!name) return `a sandbox from a ${from} needs its name`;
  return { kind: from, name };
}

/** Hosts without a hub (the page's service worker) do not have these operations. */
export const noHubMessage = 'snapshots, scenarios and isolated sandboxes need the sandbox server';
