import { useEffect, useRef } from 'react';

/**
 * Shows a chosen file (an image the member is about to send) in an `<img>`: the ref goes on the
 * image, which gets an object URL of the file; the URL is revoked when the file changes or the
 * image goes, so the browser can let the file's memory go.
 */
export function useFilePreview(file: Blob) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const node = image.current;
    if (!node) return;
    const url = URL.createObjectURL(file);
    node.src = url;
    return () => {
      URL.revokeObjectURL(url);
      node.removeAttribute('src');
    };
  }, [file]);
  return image;
}
