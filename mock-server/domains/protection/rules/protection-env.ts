import type { MockBackend } from '../../../core/backend';

/** What the protection rules need of the backend: its tables and its clock (tests give their own). */
export type ProtectionEnv = Pick<MockBackend, 'db' | 'clock'>;
