import { describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './warm-up-intl';

describe('warmUpIntl', () => {
  it('starts one worker for the locale it is given', () => {
    const start = vi.fn();
    expect(warmUpIntl('zh-CN', start)).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith('zh-CN');
  });

  it('does nothing where there are no workers (the default in jsdom and node)', () => {
    expect(typeof Worker).toBe('undefined');
    expect(warmUpIntl('en')).toBe(false);
  });

  it('lets the start go on when a worker cannot be created', () => {
    const start = vi.fn(() => {
      throw new DOMException('blocked by policy', 'SecurityError');
    });
    expect(warmUpIntl('en', start)).toBe(false);
  });
});
