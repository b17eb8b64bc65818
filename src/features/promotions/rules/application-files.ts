/** Section 5: up to 3 images, png or jpg, at most 5 MB each; a comment of at most 140 characters. */
export const maxApplicationImages = 3;
export const maxApplicationImageBytes = 5 * 1024 * 1024;
export const applicationImageTypes = ['image/png', 'image/jpeg'] as const;
export const maxCommentLength = 140;

export type FileProblem = 'type' | 'size' | 'tooMany';

export interface ChosenFile {
  key: number;
  file: File;
}

export interface FileChoice {
  chosen: ChosenFile[];
  problems: { name: string; problem: FileProblem }[];
}

/** Why one file cannot be sent: not a png/jpg, or above 5 MB. */
export function imageProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(applicationImageTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxApplicationImageBytes) return 'size';
  return null;
}

/**
 * Adds the picked files to the chosen ones, checked in the browser before anything is sent: each
 * wrong type, too big, or beyond the third image is refused by name; the others are kept with a
 * fresh key (`nextKey`), so removing one keeps the others' previews.
 */
export function addChosenFiles(
  chosen: readonly ChosenFile[],
  picked: readonly File[],
  nextKey: () => number,
): FileChoice {
  const next = [...chosen];
  const problems: FileChoice['problems'] = [];
  for (const file of picked) {
    const problem = imageProblem(file);
    if (problem) problems.push({ name: file.name, problem });
    else if (next.length >= maxApplicationImages)
      problems.push({ name: file.name, problem: 'tooMany' });
    else next.push({ key: nextKey(), file });
  }
  return { chosen: next, problems };
}

/**
 * Which part of the form a server refusal blames: `body.comment` the comment, `body.images.<i>`
 * the i-th image (`rules/data-url-image.ts` of the mock), `body.images` the images; null for the
 * rest (shown above the form).
 */
export function blamedPart(
  field: string | undefined,
): { part: 'comment' } | { part: 'images'; index: number | null } | null {
  if (field === 'body.comment') return { part: 'comment' };
  const image = /^body\.images(?:\.(\d+))?$/.exec(field ?? '');
  if (!image) return null;
  return { part: 'images', index: image[1] === undefined ? null : Number(image[1]) };
}
