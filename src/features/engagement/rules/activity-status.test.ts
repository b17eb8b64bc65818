import { describe, expect, it } from 'vitest';
import { statusLabelKey, statusTone } from './activity-status';

describe('statusTone', () => {
  it('asks for action only when the reward or mission can be claimed', () => {
    expect(statusTone('claim')).toBe('action');
    expect(statusTone('process')).toBe('pending');
    expect(statusTone('coming')).toBe('pending');
    expect(statusTone('applying')).toBe('pending');
  });

  it('tells done from over', () => {
    expect(
      ['claimed', 'issued', 'joined', 'signed'].map((s) => statusTone(s as 'claimed')),
    ).toEqual(['done', 'done', 'done', 'done']);
    expect(statusTone('close')).toBe('ended');
    expect(statusTone('rejected')).toBe('ended');
  });
});

describe('statusLabelKey', () => {
  it('gives joined and signed one label', () => {
    expect(statusLabelKey('signed')).toBe('joined');
    expect(statusLabelKey('joined')).toBe('joined');
    expect(statusLabelKey('claim')).toBe('claim');
  });
});
