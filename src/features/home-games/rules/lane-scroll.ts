/** What a horizontal lane can do from where it is scrolled to. */
export interface LaneScrollState {
  back: boolean;
  forward: boolean;
}

export interface LaneMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Sub-pixel scroll positions (zoom, fractional widths) count as the edge. */
const edgeTolerance = 2;

export function laneScrollState({
  scrollLeft,
  clientWidth,
  scrollWidth,
}: LaneMetrics): LaneScrollState {
  return {
    back: scrollLeft > edgeTolerance,
    forward: scrollLeft + clientWidth < scrollWidth - edgeTolerance,
  };
}

/** One press of previous/next moves most of a view, keeping a card of context in sight. */
export function laneScrollStep(clientWidth: number): number {
  return Math.max(Math.round(clientWidth * 0.8), 160);
}
