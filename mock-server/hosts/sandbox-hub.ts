import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { b64JsonCodec } from '../../openapi/runtime/payload-codec';
import { operationMetas } from '../../openapi/runtime/contract';
import { createMockBackend, type MockBackend } from '../core/backend';
import { createPipeline, type Pipeline, type PipelineOptions } from '../core/pipeline';
import { localAddress } from '../core/request-context';
import { signIn } from '../domains/accounts/rules/sessions';
import {
  expiredIds,
  expiresAtMs,
  hasRoomForSandbox,
  newSandboxId,
} from '../domains/control/rules/isolated-sandboxes';
import {
  attachSandboxHub,
  type AppliedScenario,
  type CreateSandboxRefusal,
  type IsolatedSandboxInfo,
  type SandboxHubPort,
  type SandboxSource,
  type SavedSnapshot,
} from '../domains/control/rules/sandbox-hub-port';
import {
  createdMember,
  resolvePlaceholders,
  scenarioNamed,
  type Scenario,
} from '../domains/control/rules/scenarios';
import { allHandlers } from '../handlers';
import { writeFileAtomically } from './atomic-file';

export interface SandboxHubOptions {
  /** Idle sandboxes are dropped after this many minutes without a request (wall clock). */
  idleMinutes: number;
  maxSandboxes: number;
  /** Keep the named snapshots in this file (beside `--persist`): loaded at start, written on change. */
  snapshotFile?: string;
  /** The options every sandbox's pipeline gets (trust-proxy). */
  pipelineOptions?: PipelineOptions;
  /** The wall clock (tests pass their own). */
  nowMs?: () => number;
}

export interface IsolatedSandbox {
  id: string;
  backend: MockBackend;
  pipeline: Pipeline;
  source: SandboxSource;
  createdAtMs: number;
  lastUsedMs: number;
}

const metaById = new Map(operationMetas.map((meta) => [meta.operationId, meta]));
const stepClient = { address: localAddress, device: 'WEB', language: null, userAgent: 'scenario' };

/** One scenario step's call through a pipeline, the way a client would send it. */
async function callStep(
  backend: MockBackend,
  pipeline: Pipeline,
  step: { call: string; as?: string; body?: unknown; path?: Record<string, string> },
  created: { account: string | null; password: string | null },
): Promise<{ status: number; value: unknown }> {
  const meta = metaById.get(step.call);
  if (!meta) throw new Error(`scenario step: no operation ${step.call}`);
  let pathname = meta.path;
  for (const [name, value] of Object.entries(step.path ?? {}))
    pathname = pathname.replace(`{${name}}`, encodeURIComponent(value));
  const headers = new Headers();
  const account = step.as === createdMember ? created.account : step.as;
  if (account) {
    const member = backend.db.memberByAccount(account.toLowerCase());
    if (!member) throw new Error(`scenario step: no member ${account}`);
    const { token } = await backend.writeLock.exclusive(() => signIn(backend, member, stepClient));
    headers.set('authorization', `Bearer ${token}`);
  }
  let rawBody: string | null = null;
  if (step.body !== undefined) {
    const body = resolvePlaceholders(step.body, {
      nowMs: backend.clock.nowMs(),
      password: created.password,
    });
    headers.set('content-type', 'application/json');
    if (meta.encrypted) {
      headers.set('x-payload-codec', b64JsonCodec.name);
      rawBody = JSON.stringify({ payload: b64JsonCodec.encode(JSON.stringify(body)) });
    } else rawBody = JSON.stringify(body);
  }
  const response = await pipeline.handle({
    method: meta.method,
    pathname,
    query: new URLSearchParams(),
    headers,
    rawBody,
  });
  const envelope = response.body as { success?: boolean; value?: unknown; code?: string };
  if (response.status >= 300 || envelope.success !== true) {
    throw new Error(
      `scenario step ${step.call} answered ${response.status} ${envelope.code ?? ''}`,
    );
  }
  return { status: response.status, value: envelope.value };
}

function sandboxTime(backend: MockBackend): string {
  return new Date(backend.clock.nowMs()).toISOString();
}

/**
 * The server-wide hub: named snapshots, scenarios and the isolated sandboxes (each a backend and a
 * pipeline of its own, borrowing the root's game catalogue read-only). See
 * docs/decisions/024-isolated-sandboxes.md.
 */
export class SandboxHub implements SandboxHubPort {
  readonly idleMinutes: number;
  readonly maxSandboxes: number;
  readonly #root: MockBackend;
  readonly #options: SandboxHubOptions;
  readonly #snapshots = new Map<string, SavedSnapshot>();
  readonly #sandboxes = new Map<string, IsolatedSandbox>();
  readonly #nowMs: () => number;

  constructor(root: MockBackend, options: SandboxHubOptions) {
    this.#root = root;
    this.#options = options;
    this.idleMinutes = options.idleMinutes;
    this.maxSandboxes = options.maxSandboxes;
    this.#nowMs = options.nowMs ?? Date.now;
    attachSandboxHub(root, this);
  }

  /** Reads the snapshot file when there is one (a missing file is an empty store). */
  async load(): Promise<void> {
    const file = this.#options.snapshotFile;
    if (!file) return;
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return;
    }
    const saved = JSON.parse(text) as SavedSnapshot[];
    for (const entry of saved) this.#snapshots.set(entry.name, entry);
  }

  async #store(): Promise<void> {
    const file = this.#options.snapshotFile;
    if (file) await writeFileAtomically(file, JSON.stringify([...this.#snapshots.values()]));
  }

  async saveSnapshot(name: string, from: MockBackend): Promise<SavedSnapshot> {
    const saved: SavedSnapshot = {
      name,
      savedAt: new Date(this.#nowMs()).toISOString(),
      sandboxTime: sandboxTime(from),
      members: from.db.members.size,
      // Without the catalogue: it is re-made (or borrowed) from the seed.
      snapshot: from.exportState({ includeCatalogue: false }),
    };
    this.#snapshots.set(name, saved);
    await this.#store();
    return saved;
  }

  listSnapshots(): SavedSnapshot[] {
    return [...this.#snapshots.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  snapshotNamed(name: string): SavedSnapshot | undefined {
    return this.#snapshots.get(name);
  }

  async deleteSnapshot(name: string): Promise<boolean> {
    const had = this.#snapshots.delete(name);
    if (had) await this.#store();
    return had;
  }

  /** A fresh backend from the seed options given, borrowing the root's catalogue when they match. */
  async #freshBackend(seed = this.#root.seed): Promise<MockBackend> {
    const same = JSON.stringify(seed) === JSON.stringify(this.#root.seed);
    return createMockBackend(seed, same ? { catalogueFrom: this.#root } : {});
  }

  /** The state a scenario leads to, made on a scratch backend of `seed` (the target stays untouched). */
  async #scenarioState(
    scenario: Scenario,
    seed: MockBackend['seed'],
  ): Promise<{ staging: MockBackend; applied: AppliedScenario }> {
    const staging = await this.#freshBackend(seed);
    const pipeline = createPipeline(staging, allHandlers, this.#options.pipelineOptions);
    const created = { account: null as string | null, password: null as string | null };
    for (const step of scenario.steps) {
      if ('advanceMinutes' in step) {
        await callStep(
          staging,
          pipeline,
          { call: 'advanceSandboxClock', body: { minutes: step.advanceMinutes } },
          created,
        );
        continue;
      }
      const { value } = await callStep(staging, pipeline, step, created);
      if (step.call === 'createSandboxMember') {
        const member = value as { account: string; password: string };
        created.account = member.account;
        created.password = member.password;
      }
    }
    const openAs = scenario.openAs === createdMember ? created.account : scenario.openAs;
    const password = scenario.openAs === createdMember ? created.password : 'demo1234';
    if (!openAs || !password) throw new Error(`scenario ${scenario.name} made no member`);
    return { staging, applied: { name: scenario.name, openAs, password } };
  }

  async applyScenario(target: MockBackend, name: string): Promise<AppliedScenario> {
    const scenario = scenarioNamed(name);
    if (!scenario) throw new Error(`no scenario ${name}`);
    const { staging, applied } = await this.#scenarioState(scenario, target.seed);
    await target.importState(staging.exportState({ includeCatalogue: false }));
    return applied;
  }

  async createSandbox(source: SandboxSource): Promise<IsolatedSandboxInfo | CreateSandboxRefusal> {
    this.sweep();
    if (!hasRoomForSandbox(this.#sandboxes.size, this.maxSandboxes)) return 'limit';
    let backend: MockBackend;
    if (source.kind === 'snapshot') {
      const saved = this.#snapshots.get(source.name);
      if (!saved) return 'no-snapshot';
      backend = await this.#freshBackend(saved.snapshot.seed);
      await backend.importState(saved.snapshot);
    } else if (source.kind === 'scenario') {
      const scenario = scenarioNamed(source.name);
      if (!scenario) return 'no-scenario';
      // The scratch backend the steps ran on becomes the sandbox (no copy).
      backend = (await this.#scenarioState(scenario, this.#root.seed)).staging;
    } else {
      backend = await this.#freshBackend();
    }
    // Checked again: another creation may have filled the last place meanwhile.
    if (!hasRoomForSandbox(this.#sandboxes.size, this.maxSandboxes)) return 'limit';
    let id = newSandboxId(() => randomBytes(1)[0] ?? 0);
    while (this.#sandboxes.has(id)) id = newSandboxId(() => randomBytes(1)[0] ?? 0);
    attachSandboxHub(backend, this);
    const nowMs = this.#nowMs();
    const sandbox: IsolatedSandbox = {
      id,
      backend,
      pipeline: createPipeline(backend, allHandlers, this.#options.pipelineOptions),
      source,
      createdAtMs: nowMs,
      lastUsedMs: nowMs,
    };
    this.#sandboxes.set(id, sandbox);
    return this.#info(sandbox);
  }

  #info(sandbox: IsolatedSandbox): IsolatedSandboxInfo {
    return {
      id: sandbox.id,
      prefix: `/s/${sandbox.id}`,
      source: sandbox.source,
      createdAt: new Date(sandbox.createdAtMs).toISOString(),
      lastUsedAt: new Date(sandbox.lastUsedMs).toISOString(),
      expiresAt: new Date(expiresAtMs(sandbox.lastUsedMs, this.idleMinutes)).toISOString(),
    };
  }

  listSandboxes(): IsolatedSandboxInfo[] {
    this.sweep();
    return [...this.#sandboxes.values()]
      .sort((a, b) => a.createdAtMs - b.createdAtMs)
      .map((sandbox) => this.#info(sandbox));
  }

  deleteSandbox(id: string): boolean {
    return this.#sandboxes.delete(id);
  }

  /** The sandbox of an id, marked as used now; undefined when there is none (or it expired). */
  use(id: string): IsolatedSandbox | undefined {
    this.sweep();
    const sandbox = this.#sandboxes.get(id);
    if (sandbox) sandbox.lastUsedMs = this.#nowMs();
    return sandbox;
  }

  /** Drops every sandbox idle for `idleMinutes` (run on every hub call; no timer). */
  sweep(): void {
    for (const id of expiredIds(
      [...this.#sandboxes.values()].map((s) => ({ id: s.id, lastUsedMs: s.lastUsedMs })),
      this.#nowMs(),
      this.idleMinutes,
    ))
      this.#sandboxes.delete(id);
  }

  get size(): number {
    return this.#sandboxes.size;
  }
}

/** A root backend of `seed` with a hub (the bench: no server around it). */
export async function createRootWithHub(
  seed: Partial<MockBackend['seed']>,
  options: SandboxHubOptions,
): Promise<{ root: MockBackend; hub: SandboxHub }> {
  const root = await createMockBackend(seed);
  return { root, hub: new SandboxHub(root, options) };
}
