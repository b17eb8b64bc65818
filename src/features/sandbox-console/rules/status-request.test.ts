import { describe, expect, it } from 'vitest';
import {
  isoToLocalInput,
  localInputToIso,
  statusRequest,
  suggestedEndTime,
} from './status-request';
import { statusFormSchema } from './status-form';

describe('statusRequest', () => {
  it('sends title, end time and text for maintenance, blanks as null', () => {
    expect(statusRequest({ status: 1, title: ' Upgrade ', endTime: '', info: '' })).toEqual({
      status: 1,
      title: 'Upgrade',
      endTime: null,
      info: null,
    });
    const withEnd = statusRequest({
      status: 1,
      title: '',
      endTime: '2026-11-22T20:00',
      info: 'Soon',
    });
    expect(withEnd.endTime).toBe(new Date('2026-11-22T20:00').toISOString());
    expect(withEnd.info).toBe('Soon');
  });

  it('sends only the text for region-blocked and nothing for normal', () => {
    expect(
      statusRequest({ status: 2, title: 'x', endTime: '2026-11-22T20:00', info: 'Not here' }),
    ).toEqual({
      status: 2,
      title: null,
      endTime: null,
      info: 'Not here',
    });
    expect(statusRequest({ status: 0, title: 'x', endTime: 'y', info: 'z' })).toEqual({
      status: 0,
      title: null,
      endTime: null,
      info: null,
    });
  });
});

describe('datetime-local values', () => {
  it('round-trip through the contract date-time in the browser time zone', () => {
    expect(isoToLocalInput(localInputToIso('2026-11-22T20:30'))).toBe('2026-11-22T20:30');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('nonsense')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });

  it('suggests an end two hours ahead, on the hour', () => {
    const now = new Date('2026-11-22T10:17:00').getTime();
    expect(suggestedEndTime(now)).toBe('2026-11-22T12:00');
  });
});

describe('statusFormSchema', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const schema = statusFormSchema(() => now, { endTimePast: 'past', tooLong: 'long' });
  const ahead = isoToLocalInput('2026-11-22T14:00:00Z');
  const behind = isoToLocalInput('2026-11-22T10:00:00Z');

  it('wants a maintenance end time ahead of the sandbox clock, or none', () => {
    expect(schema.safeParse({ status: 1, title: '', endTime: ahead, info: '' }).success).toBe(true);
    expect(schema.safeParse({ status: 1, title: '', endTime: '', info: '' }).success).toBe(true);
    const refused = schema.safeParse({ status: 1, title: '', endTime: behind, info: '' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endTime', 'past'],
    ]);
    // Only maintenance has an end time: a stale one left in the form does not matter.
    expect(schema.safeParse({ status: 2, title: '', endTime: behind, info: '' }).success).toBe(
      true,
    );
  });

  it('keeps the contract lengths', () => {
    expect(
      schema.safeParse({ status: 1, title: 'x'.repeat(201), endTime: '', info: '' }).success,
    ).toBe(false);
  });
});
