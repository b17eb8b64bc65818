import { describe, expect, it } from 'vitest';
import {
  promotionAction,
  shownPromotions,
  statusLabelKey,
  statusTone,
  type ActivityStatus,
  type Promotion,
} from './promotion-actions';

const base: Promotion = {
  promotionId: 302,
  promotionType: 'APPLICATION',
  category: 'SPORTS',
  title: 'Share your big sports win',
  image: 'https://cdn.example.test/promotions/sports-share.jpg',
  content: '<p>Post a screenshot.</p>',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: null,
  status: 'join',
  enabled: true,
  requiresApplication: true,
  application: null,
  prize: null,
};

const prize = {
  prizeId: 9001,
  promotionId: 304,
  prizeName: 'Lucky wheel 88.00 cash',
  prizeType: 'cash' as const,
  amount: 88,
  status: 'claim' as const,
  claimTime: null,
};

const of = (status: ActivityStatus, extra: Partial<Promotion> = {}) =>
  promotionAction({ ...base, status, ...extra });

describe('what each status lets the player do', () => {
  it('join: Apply when the promotion needs an application, else Join', () => {
    expect(of('join')).toEqual({ action: 'apply', note: { key: 'open' } });
    expect(of('join', { requiresApplication: false })).toEqual({
      action: 'join',
      note: { key: 'open' },
    });
  });

  it('rejected: Apply again, with the review remark when there is one', () => {
    const application = {
      applicationId: 5001,
      promotionId: 302,
      status: 'rejected' as const,
      comment: '',
      images: [],
      applyTime: '2026-11-20T10:00:00.000Z',
      reviewRemark: 'Please attach a screenshot of the ticket.',
    };
    expect(of('rejected', { application })).toEqual({
      action: 'applyAgain',
      note: { key: 'rejected', remark: 'Please attach a screenshot of the ticket.' },
    });
    expect(of('rejected')).toEqual({
      action: 'applyAgain',
      note: { key: 'rejected', remark: null },
    });
  });

  it('claim: the raffle prize, or the reward centre for an approved application', () => {
    expect(of('claim', { promotionType: 'RAFFLE', prize })).toEqual({
      action: 'claimPrize',
      note: { key: 'prizeToClaim', prizeName: 'Lucky wheel 88.00 cash' },
    });
    expect(of('claim')).toEqual({ action: 'rewardCentre', note: { key: 'rewardToClaim' } });
  });

  it('coming: nothing to press, says when it starts', () => {
    expect(of('coming')).toEqual({
      action: null,
      note: { key: 'startsAt', time: '2026-11-01T00:00:00.000Z' },
    });
  });

  it('applying, process, issued, close: a sentence only', () => {
    expect(of('applying')).toEqual({ action: null, note: { key: 'applying' } });
    expect(of('process')).toEqual({ action: null, note: { key: 'process' } });
    expect(of('issued')).toEqual({ action: null, note: { key: 'issued' } });
    expect(of('close')).toEqual({ action: null, note: { key: 'closed' } });
  });

  it('joined and signed read the same', () => {
    expect(of('joined')).toEqual({ action: null, note: { key: 'joined' } });
    expect(of('signed')).toEqual({ action: null, note: { key: 'joined' } });
    expect(statusLabelKey('signed')).toBe('joined');
    expect(statusLabelKey('claim')).toBe('claim');
  });

  it('claimed names the raffle prize when there is one', () => {
    expect(of('claimed')).toEqual({ action: null, note: { key: 'claimed' } });
    expect(
      of('claimed', { promotionType: 'RAFFLE', prize: { ...prize, status: 'claimed' } }),
    ).toEqual({ action: null, note: { key: 'prizeClaimed', prizeName: 'Lucky wheel 88.00 cash' } });
  });

  it('gives every status a tone', () => {
    const tones = (
      [
        'join',
        'claim',
        'applying',
        'close',
        'rejected',
        'issued',
        'claimed',
        'process',
        'joined',
        'signed',
        'coming',
      ] as const
    ).map((s) => [s, statusTone(s)]);
    expect(Object.fromEntries(tones)).toEqual({
      join: 'action',
      claim: 'action',
      applying: 'pending',
      close: 'ended',
      rejected: 'ended',
      issued: 'done',
      claimed: 'done',
      process: 'pending',
      joined: 'done',
      signed: 'done',
      coming: 'pending',
    });
  });

  it('hides what the operator switched off', () => {
    expect(
      shownPromotions([base, { ...base, promotionId: 303, enabled: false }]).map(
        (p) => p.promotionId,
      ),
    ).toEqual([302]);
  });
});
