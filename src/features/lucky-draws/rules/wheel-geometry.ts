/**
 * The prize wheel's geometry. Segment `i` of `count` spans `i * 360 / count` to `(i + 1) * 360 /
 * count` degrees clockwise from the pointer at 12 o'clock, so turning the wheel clockwise by
 * `360 * turns - centre(i)` brings the centre of segment `i` under the pointer.
 */
export const wheelTurns = 5;

export function segmentCentre(index: number, count: number): number {
  return ((index + 0.5) * 360) / count;
}

/**
 * The wheel's rotation (degrees, clockwise) to stop on `index`, always further than `from`, so a
 * second spin turns forward again: at least `turns` whole turns past the last stop.
 */
export function stopRotation(index: number, count: number, from = 0, turns = wheelTurns): number {
  const base = Math.ceil(from / 360) * 360 + turns * 360;
  return base - segmentCentre(index, count);
}

/** The segment under the pointer at a rotation (the inverse of `stopRotation`). */
export function segmentAt(rotation: number, count: number): number {
  const underPointer = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor((underPointer * count) / 360) % count;
}

/** An SVG path of segment `index` on a wheel of `radius` centred on (radius, radius). */
export function segmentPath(index: number, count: number, radius: number): string {
  const point = (degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return `${(radius + radius * Math.cos(radians)).toFixed(2)} ${(radius + radius * Math.sin(radians)).toFixed(2)}`;
  };
  const start = (index * 360) / count;
  const end = ((index + 1) * 360) / count;
  const large = end - start > 180 ? 1 : 0;
  return `M ${radius} ${radius} L ${point(start)} A ${radius} ${radius} 0 ${large} 1 ${point(end)} Z`;
}
