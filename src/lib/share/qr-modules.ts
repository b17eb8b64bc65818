/** A horizontal run of dark modules of a QR code: row `y`, from column `x`, `width` modules long. */
export interface ModuleRun {
  x: number;
  y: number;
  width: number;
}

/**
 * The dark modules of a QR matrix (`uqr`'s `encode(text).data`, `true` for dark) as horizontal
 * runs, so the code draws with one `<rect>` per run instead of one per module.
 */
export function darkRuns(matrix: readonly (readonly boolean[])[]): ModuleRun[] {
  const runs: ModuleRun[] = [];
  matrix.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start });
        start = -1;
      }
    });
    if (start >= 0) runs.push({ x: start, y, width: row.length - start });
  });
  return runs;
}
