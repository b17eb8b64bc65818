import { describe, expect, it } from 'vitest';
import type { MockBackend } from '../../../core/backend';
import { defaultMockConfig } from '../../../core/mock-config';
import { defaultFeatureFlags } from '../../system/rules/feature-flags';
import { pointsGateFailure } from './gates';

const backendWith = (flags: Record<string, boolean>) =>
  ({ config: defaultMockConfig({ ...defaultFeatureFlags(), ...flags }) }) as MockBackend;

describe('pointsGateFailure', () => {
  it('lets points through while PTSYS3 and its group are on', () => {
    expect(pointsGateFailure(backendWith({}))).toBeNull();
  });

  it('answers 403 feature_disabled when PTSYS3 or MEMBERCENTER3 is off', () => {
    expect(pointsGateFailure(backendWith({ PTSYS3: false }))).toMatchObject({
      status: 403,
      envelope: { code: 'feature_disabled' },
    });
    expect(pointsGateFailure(backendWith({ MEMBERCENTER3: false }))?.envelope.code).toBe(
      'feature_disabled',
    );
  });
});
