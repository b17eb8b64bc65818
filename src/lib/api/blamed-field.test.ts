import { describe, expect, it } from 'vitest';
import { blamedField } from './blamed-field';

describe('blamedField', () => {
  it('names the last part of a body field', () => {
    expect(blamedField('body.amount')).toBe('amount');
    expect(blamedField('body.payeeAccount.accountName')).toBe('accountName');
  });

  it('names none for other places or no field', () => {
    expect(blamedField('path.withdrawalId')).toBeNull();
    expect(blamedField('body.proofImages.0')).toBeNull();
    expect(blamedField(undefined)).toBeNull();
  });
});
