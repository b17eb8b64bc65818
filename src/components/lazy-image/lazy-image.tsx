export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** STUB (issue 5, owned by the game-launch helper): lazy image, 3 attempts, then the error image. */
export function LazyImage({ src, alt, width, height, className }: LazyImageProps) {
  return <img src={src} alt={alt} width={width} height={height} className={className} />;
}
