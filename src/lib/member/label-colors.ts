/** sRGB channel to linear light (WCAG relative luminance). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#RRGGBB`, or null when it is not one. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => linear(parseInt(part, 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * The member-level pill is filled with the member's label colour (default #ABABAB, section 9);
 * its text is black or white, whichever contrasts more, so any operator colour stays readable.
 * An invalid colour falls back to the default.
 */
export function levelPillColors(labelColor: string): { background: string; color: string } {
  const fallback = '#ABABAB';
  const l = luminance(labelColor);
  const background = l === null ? fallback : labelColor;
  const lum = l ?? luminance(fallback) ?? 0;
  const onBlack = (lum + 0.05) / 0.05;
  const onWhite = 1.05 / (lum + 0.05);
  return { background, color: onBlack >= onWhite ? '#000000' : '#FFFFFF' };
}
