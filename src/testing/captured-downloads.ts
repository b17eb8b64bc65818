import { vi } from 'vitest';

export interface CapturedDownload {
  /** The name the browser would save the file under (the link's `download`). */
  fileName: string;
  /** The file's text as saved, byte-order mark included. */
  text: () => Promise<string>;
}

/**
 * Catches the files a component hands to the browser's download (an object URL opened through a
 * link with `download`), for a jsdom test: jsdom has neither object URLs nor downloads. Call it in
 * the test (or a `beforeEach`); the spies go with the test (`restoreMocks`). Nothing of the
 * portal's module is replaced, so what is asserted is what a browser would save.
 */
export function captureDownloads(): CapturedDownload[] {
  const blobs = new Map<string, Blob>();
  const downloads: CapturedDownload[] = [];
  // jsdom has no object URLs: defined once (as a browser has them), then spied per test.
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${location.origin}/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void blobs.delete(url));
  const click = HTMLAnchorElement.prototype.click;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = this.download ? blobs.get(this.href) : undefined;
    if (!blob) {
      click.call(this);
      return;
    }
    downloads.push({ fileName: this.download, text: () => readText(blob) });
  });
  return downloads;
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // Decoded by hand: reading as text would drop the byte-order mark the file starts with.
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}
