import { describe, expect, it } from 'vitest';
import { WriteLock } from './write-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('WriteLock', () => {
  it('never lets two read-modify-write sequences interleave', async () => {
    const lock = new WriteLock();
    let balance = 100;
    const withdraw = (amount: number) =>
      lock.exclusive(async () => {
        const seen = balance;
        await tick();
        if (seen < amount) return false;
        balance = seen - amount;
        return true;
      });
    const results = await Promise.all([withdraw(60), withdraw(60), withdraw(60)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(balance).toBe(40);
  });

  it('makes readers wait for a writer in progress and not otherwise', async () => {
    const lock = new WriteLock();
    expect(lock.whenIdle()).toBeNull();
    let state = 'before';
    const writing = lock.exclusive(async () => {
      state = 'half';
      await tick();
      state = 'after';
    });
    const waiting = lock.whenIdle();
    expect(waiting).not.toBeNull();
    await waiting;
    expect(state).toBe('after');
    await writing;
    expect(lock.whenIdle()).toBeNull();
  });

  it('releases the lock when a writer throws', async () => {
    const lock = new WriteLock();
    await expect(lock.exclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.exclusive(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
