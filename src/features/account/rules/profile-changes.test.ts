import { describe, expect, it } from 'vitest';
import type { components } from '../../../../openapi/runtime/generated/openapi';
import { profileChanges, profileFormValues } from './profile-changes';

const saved: components['schemas']['MemberProfile'] = {
  account: 'demoplayer',
  payeeName: 'Demo Player',
  mobileNum: '0917****567',
  countryDialingCode: '+63',
  nickname: 'Demo',
  email: 'demoplayer@example.test',
  birthday: '1990-05-17',
  nationality: 'PH',
  address: null,
  occupation: null,
  sourceOfIncome: null,
  telegram: 'demo_tg',
  zalo: null,
  whatsapp: null,
  line: null,
  facebook: null,
  wechat: null,
};

describe('profileFormValues', () => {
  it('shows unfilled fields as empty text and leaves out the read-only ones', () => {
    const values = profileFormValues(saved);
    expect(values.nickname).toBe('Demo');
    expect(values.zalo).toBe('');
    expect(values).not.toHaveProperty('account');
    expect(values).not.toHaveProperty('email');
  });
});

describe('profileChanges', () => {
  it('sends only the fields that changed, trimmed', () => {
    const values = { ...profileFormValues(saved), zalo: ' 0917000111 ', occupation: 'Engineer' };
    expect(profileChanges(saved, values)).toEqual({ zalo: '0917000111', occupation: 'Engineer' });
  });

  it('sends an emptied field as empty text, which clears it', () => {
    expect(profileChanges(saved, { ...profileFormValues(saved), telegram: '  ' })).toEqual({
      telegram: '',
    });
  });

  it('is null when nothing changed (the contract wants at least one field)', () => {
    expect(profileChanges(saved, { ...profileFormValues(saved), nickname: 'Demo ' })).toBeNull();
  });
});
