/** What became of a copy: on the clipboard, or refused (no permission, no clipboard, no focus). */
export type CopyOutcome = 'copied' | 'refused';

/**
 * Puts `text` on the clipboard (`navigator.clipboard.writeText`). The browser may refuse it (an
 * insecure page, a denied permission, an old browser): the caller then offers the text selected
 * for the member to copy by hand.
 */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
): Promise<CopyOutcome> {
  if (!clipboard) return 'refused';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'refused';
  }
}
