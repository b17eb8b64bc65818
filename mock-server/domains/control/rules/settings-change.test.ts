import { describe, expect, it } from 'vitest';
import { defaultMockConfig } from '../../../core/mock-config';
import { settingsOf } from './sandbox-config';
import { changeSettings } from './settings-change';

const current = settingsOf(defaultMockConfig({}));

describe('changeSettings', () => {
  it('changes the named settings only', () => {
    expect(changeSettings(current, { autoReceiptMinutes: 1, smsExpiredMinutes: 2 })).toEqual({
      settings: { ...current, autoReceiptMinutes: 1, smsExpiredMinutes: 2 },
    });
  });

  it('refuses an empty change and unknown names', () => {
    expect(changeSettings(current, {})).toMatchObject({ status: 400, envelope: { field: 'body' } });
    expect(changeSettings(current, { smsExpiredMinutes: 2, lunchMinutes: 30 })).toMatchObject({
      envelope: { field: 'body.lunchMinutes' },
    });
  });
});
