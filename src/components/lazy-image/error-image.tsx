/**
 * The image shown after the last failed attempt: an inline SVG (no request that could fail too),
 * drawn in the theme's colours. It carries the image's alt text.
 */
export function ErrorImage({ alt, width, height }: { alt: string; width: number; height: number }) {
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg
      className="lazy-image__error"
      width={width}
      height={height}
      viewBox="0 0 64 40"
      preserveAspectRatio="xMidYMid meet"
      {...label}
      data-testid="lazy-image-error"
    >
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
        <rect x="21" y="10" width="22" height="18" rx="2" />
        <path d="M24 25l5-6 4 4 3-3 4 5" />
        <circle cx="37" cy="15" r="1.8" />
        <path d="M19 31l26-24" strokeLinecap="round" />
      </g>
    </svg>
  );
}
