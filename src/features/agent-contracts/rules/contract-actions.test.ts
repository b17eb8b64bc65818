import { describe, expect, it } from 'vitest';
import { contractActions } from './contract-actions';

const ids = (...args: Parameters<typeof contractActions>) =>
  contractActions(...args).map((a) => `${a.id}:${a.action}${a.confirm ? '?' : ''}`);

describe('contractActions', () => {
  it('lets the downline accept or reject an offer and the upline withdraw it', () => {
    expect(ids({ status: 'new' }, 'downline')).toEqual(['accept:accept', 'reject:reject?']);
    expect(ids({ status: 'new' }, 'upline')).toEqual(['withdraw:terminate?']);
  });

  it('lets either side ask to end a contract in force, after a confirmation', () => {
    expect(ids({ status: 'success' }, 'downline')).toEqual(['terminate:terminate?']);
    expect(ids({ status: 'success' }, 'upline')).toEqual(['terminate:terminate?']);
  });

  it('lets only the other party answer a termination request', () => {
    const asked = { status: 'termination', terminationRequestedBy: 'upline' } as const;
    expect(ids(asked, 'upline')).toEqual([]);
    expect(ids(asked, 'downline')).toEqual([
      'acceptTermination:accept?',
      'rejectTermination:reject',
    ]);
  });

  it('offers nothing on an ended contract', () => {
    expect(ids({ status: 'terminated' }, 'upline')).toEqual([]);
    expect(ids({ status: 'rejected' }, 'downline')).toEqual([]);
  });
});
