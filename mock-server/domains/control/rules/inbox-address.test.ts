import { describe, expect, it } from 'vitest';
import { inboxAddress } from './inbox-address';

describe('inboxAddress', () => {
  it('normalises numbers with a dialing code', () => {
    expect(inboxAddress('+63 917-123-4567')).toEqual({ to: '+639171234567' });
    // `?to=+639171234567` without encoding: the query string turned the + into a space.
    expect(inboxAddress(' 639171234567')).toEqual({ to: '+639171234567' });
  });

  it('takes email addresses and no filter at all', () => {
    expect(inboxAddress(' demo@example.com ')).toEqual({ to: 'demo@example.com' });
    expect(inboxAddress(undefined)).toEqual({ to: undefined });
    expect(inboxAddress('')).toEqual({ to: undefined });
  });

  it('refuses what could never match a message', () => {
    expect(inboxAddress('demosms')).toMatchObject({
      status: 400,
      envelope: { field: 'query.to' },
    });
    expect(inboxAddress('9171234567')).toMatchObject({ status: 400 });
  });
});
