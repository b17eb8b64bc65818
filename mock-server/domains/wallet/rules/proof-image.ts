import type { ProofImageType } from '../records';

/** Section 5: uploads are png or jpg, at most 5 MB each (decoded), at most 3 at a time. */
export const maxProofImageBytes = 5 * 1024 * 1024;

const signatures: Record<'png' | 'jpeg', number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

/**
 * Why a proof image data URL is refused, or null when it is a png or jpg of at most 5 MB whose bytes
 * really are of the declared type (the contract's pattern only checks the text).
 */
export function proofImageProblem(dataUrl: string): string | null {
  // The head by a pattern, the body by a scan: one pattern over the whole text backtracks through
  // every character of a large upload and overflows the regular-expression stack.
  const comma = dataUrl.indexOf(',');
  const declared =
    comma < 0 ? null : /^data:image\/(png|jpeg|jpg);base64$/.exec(dataUrl.slice(0, comma));
  const base64 = dataUrl.slice(comma + 1);
  if (!declared?.[1] || !isBase64(base64))
    return 'it must be a base64 data URL of a png or jpg image';
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const decodedBytes = Math.floor((base64.length * 3) / 4) - padding;
  if (decodedBytes > maxProofImageBytes) return 'it must be at most 5 MB';
  const kind = declared[1] === 'png' ? 'png' : 'jpeg';
  // atob, not Buffer: the mock also runs in the browser (MSW service worker).
  const head = decodeHead(base64);
  const signature = signatures[kind];
  if (!signature.every((byte, i) => head.charCodeAt(i) === byte))
    return `it is not a ${kind === 'png' ? 'png' : 'jpg'} image`;
  return null;
}

export type ProofImagesCheck =
  { ok: true; types: ProofImageType[] } | { ok: false; field: string; reason: string };

/** Checks every proof image; the first bad one is named by its index (`body.proofImages.<index>`). */
export function checkProofImages(dataUrls: readonly string[]): ProofImagesCheck {
  const types: ProofImageType[] = [];
  for (const [index, dataUrl] of dataUrls.entries()) {
    const problem = proofImageProblem(dataUrl);
    if (problem)
      return {
        ok: false,
        field: `body.proofImages.${index}`,
        reason: `proof image ${index + 1}: ${problem}`,
      };
    types.push(dataUrl.startsWith('data:image/png') ? 'png' : 'jpg');
  }
  return { ok: true, types };
}

/** The first bytes of a base64 text as a binary string ('' when too short to hold a signature). */
function decodeHead(base64: string): string {
  const usable = Math.min(16, Math.floor(base64.length / 4) * 4);
  try {
    return usable > 0 ? atob(base64.slice(0, usable)) : '';
  } catch {
    return '';
  }
}

/** Base64 text: at least one character of the alphabet, then at most two `=` at the very end. */
function isBase64(text: string): boolean {
  const body = text.replace(/={1,2}$/, '');
  return body.length > 0 && !/[^A-Za-z0-9+/]/.test(body);
}
