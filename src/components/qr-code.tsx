import { useMemo } from 'react';
import { encode } from 'uqr';
import { darkRuns } from '../lib/share/qr-modules';
import './share.css';

/**
 * A QR code of `text` drawn as an inline SVG (one rect per run of dark modules, on a white quiet
 * zone, so it scans in both themes). `label` is its text alternative.
 */
export function QrCode({
  text,
  label,
  size = 176,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { runs, modules } = useMemo(() => {
    const qr = encode(text, { ecc: 'M', border: 2 });
    return { runs: darkRuns(qr.data), modules: qr.size };
  }, [text]);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      {runs.map((run) => (
        <rect
          key={`${run.x},${run.y}`}
          x={run.x}
          y={run.y}
          width={run.width}
          height={1}
          fill="#000000"
        />
      ))}
    </svg>
  );
}
