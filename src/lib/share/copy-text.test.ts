import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

describe('copyText', () => {
  it('puts the text on the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyText('ABC', { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('ABC');
  });

  it('says refused when the browser refuses or has no clipboard', async () => {
    const writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    expect(await copyText('ABC', { writeText })).toBe('refused');
    expect(await copyText('ABC', undefined)).toBe('refused');
  });
});
