import type { StoredImage } from '../records';

/** Section 5: uploads are png or jpg, at most 5 MB each (decoded). */
export const maxImageBytes = 5 * 1024 * 1024;

const dataUrlPattern = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

export type ImageCheck =
  { ok: true; mimeType: StoredImage['mimeType']; bytes: number } | { ok: false; reason: string };

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

function leadingBytes(base64: string, count: number): number[] {
  // Only the first characters are decoded: enough for the signature, cheap for a 5 MB image.
  const head = base64.slice(0, Math.ceil(count / 3) * 4);
  try {
    return [...atob(head)].map((c) => c.charCodeAt(0));
  } catch {
    return [];
  }
}

const startsWith = (bytes: number[], signature: number[]) =>
  signature.every((b, i) => bytes[i] === b);

/**
 * Checks what the contract's pattern cannot: the decoded size and that the bytes really are the
 * declared PNG or JPEG (the signature), so a renamed file or an oversized one is refused.
 */
export function inspectDataUrlImage(dataUrl: string): ImageCheck {
  const match = dataUrlPattern.exec(dataUrl);
  if (!match) return { ok: false, reason: 'is not a base64 PNG or JPEG data URL' };
  const declared = match[1] === 'png' ? 'image/png' : 'image/jpeg';
  const base64 = match[2] ?? '';
  if (base64.length % 4 !== 0) return { ok: false, reason: 'is not valid base64' };
  const bytes = decodedLength(base64);
  if (bytes > maxImageBytes)
    return {
      ok: false,
      reason: `is ${bytes} bytes; images may be at most 5 MB (${maxImageBytes} bytes)`,
    };
  const head = leadingBytes(base64, pngSignature.length);
  const isPng = startsWith(head, pngSignature);
  const isJpeg = startsWith(head, jpegSignature);
  if (declared === 'image/png' && !isPng)
    return { ok: false, reason: 'is declared PNG but is not a PNG image' };
  if (declared === 'image/jpeg' && !isJpeg)
    return { ok: false, reason: 'is declared JPEG but is not a JPEG image' };
  return { ok: true, mimeType: declared, bytes };
}

export type ImagesCheck =
  { ok: true; images: Omit<StoredImage, 'url'>[] } | { ok: false; index: number; reason: string };

/** Checks every image; the first bad one is named by its index (field `body.images.<index>`). */
export function inspectImages(dataUrls: readonly string[]): ImagesCheck {
  const images: Omit<StoredImage, 'url'>[] = [];
  for (const [index, dataUrl] of dataUrls.entries()) {
    const check = inspectDataUrlImage(dataUrl);
    if (!check.ok) return { ok: false, index, reason: check.reason };
    images.push({ mimeType: check.mimeType, bytes: check.bytes });
  }
  return { ok: true, images };
}

/** Where a stored upload is said to live (the sandbox serves no files; the address is stable). */
export function uploadUrl(
  folder: 'applications' | 'feedback',
  ownerId: number,
  index: number,
  mimeType: StoredImage['mimeType'],
): string {
  return `https://cdn.example.test/uploads/${folder}/${ownerId}-${index + 1}.${mimeType === 'image/png' ? 'png' : 'jpg'}`;
}
