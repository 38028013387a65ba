/** Colours of the series, each at least 4.5:1 against white, told apart by hue and lightness. */
export const SERIES_COLOURS = ["#1d4ed8", "#b45309", "#047857", "#7e22ce", "#be123c"] as const;

export function seriesColour(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length] ?? "#1d4ed8";
}

/** A step of 1, 2 or 5 times a power of ten, at least `rough`. */
function niceStep(rough: number): number {
  if (rough <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10;
  return nice * power;
}

/**
 * The value axis for data up to `max`: `ticks` equal steps of a round size from 0, the top
 * at or above `max` (1 step when everything is 0, so nothing divides by zero).
 */
export function niceScale(max: number, ticks = 4): { top: number; ticks: number[] } {
  const step = max > 0 ? niceStep(max / ticks) : 1;
  const count = Math.max(1, Math.ceil(max / step));
  return {
    top: step * count,
    ticks: Array.from({ length: count + 1 }, (_, index) => index * step),
  };
}

/** Which of `count` category labels to print so that at most `room` fit: every nth, always the first. */
export function labelEvery(count: number, room: number): number {
  return count <= room ? 1 : Math.ceil(count / room);
}
