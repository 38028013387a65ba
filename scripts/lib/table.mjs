// Fixed-width text tables for terminal reports.

/** Renders rows of cells (strings or numbers) under a header, numbers right-aligned. */
export function formatTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? "").length)),
  );
  const rightAligned = header.map(
    (_, column) =>
      rows.length > 0 &&
      rows.every(
        (row) => typeof row[column] === "number" || /^[\d.,%\s-]+$/.test(String(row[column])),
      ),
  );
  const line = (row) =>
    row
      .map((cell, column) =>
        rightAligned[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}

/** "PASS" or "FAIL" for one budget check. */
export function verdict(passed) {
  return passed ? "PASS" : "FAIL";
}

/** Kilobytes (1024 bytes) with one decimal. */
export function kilobytes(bytes) {
  return (bytes / 1024).toFixed(1);
}
