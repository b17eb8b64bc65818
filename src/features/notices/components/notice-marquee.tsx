/** The notice marquee — being built (issue 4); renders nothing until then. */
export function NoticeMarquee(_props: Record<string, unknown> = {}) {
  return null;
}
