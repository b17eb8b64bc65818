/** Opens the language dialog — being built (issue 4); renders nothing until then. */
export function LanguageButton(_props: Record<string, unknown> = {}) {
  return null;
}
