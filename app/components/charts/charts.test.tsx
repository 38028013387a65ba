import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BAR_CHART_WIDTH, BarChart, barLayout } from "./bar-chart";
import { csvValue, formatCell, percentOf } from "./figure-model";
import { labelEvery, niceScale, seriesColour } from "./scale";
import { COLUMN_CHART_HEIGHT, StackedColumnChart, columnLayout } from "./stacked-column-chart";

describe("niceScale", () => {
  it("rounds the top up to 1, 2 or 5 times a power of ten per step", () => {
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(100)).toEqual({ top: 100, ticks: [0, 50, 100] });
    expect(niceScale(30500).top).toBeGreaterThanOrEqual(30500);
  });

  it("keeps one step when everything is zero, so nothing divides by zero", () => {
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe("labelEvery", () => {
  it("prints every label that fits and thins out the rest", () => {
    expect(labelEvery(5, 7)).toBe(1);
    expect(labelEvery(53, 7)).toBe(8);
  });
});

describe("barLayout", () => {
  it("gives the largest value the longest bar and puts each label above its bar", () => {
    const layout = barLayout(
      [
        { label: "Coventry", value: 3 },
        { label: "Warwick", value: 1 },
      ],
      "count",
    );
    expect(layout.height).toBe(80);
    const [first, second] = layout.rows;
    expect(first?.labelY).toBeLessThan(first?.barY ?? 0);
    expect(first?.barWidth).toBeGreaterThan(second?.barWidth ?? Infinity);
    expect((first?.barWidth ?? 0) / (second?.barWidth ?? 1)).toBeCloseTo(3);
    expect(first?.barWidth).toBeLessThanOrEqual(BAR_CHART_WIDTH);
    expect(second?.value).toBe("1");
  });

  it("draws no bar for zero and survives an empty chart", () => {
    expect(barLayout([{ label: "None", value: 0 }], "count").rows[0]?.barWidth).toBe(0);
    expect(barLayout([], "count")).toEqual({ height: 40, rows: [] });
  });
});

describe("columnLayout", () => {
  it("stacks each series on the one before, from the baseline up", () => {
    const layout = columnLayout(
      ["5 Oct", "12 Oct"],
      [
        { label: "Website", values: [2, 0] },
        { label: "Office", values: [2, 1] },
      ],
      "count",
    );
    const [first, second] = layout.columns;
    const [bottom, top] = first?.segments ?? [];
    expect(bottom?.series).toBe(0);
    expect(top?.series).toBe(1);
    expect(top && bottom ? top.y + top.height : 0).toBeCloseTo(bottom?.y ?? -1);
    // 4 is the scale's top: the first column fills the plot.
    expect((bottom?.height ?? 0) + (top?.height ?? 0)).toBeCloseTo(layout.plotHeight);
    expect(second?.segments).toHaveLength(1);
    expect(layout.ticks.map((tick) => tick.label)).toEqual(["0", "1", "2", "3", "4"]);
    expect(layout.ticks.every((tick) => tick.y >= 0 && tick.y <= COLUMN_CHART_HEIGHT)).toBe(true);
  });

  it("labels money ticks in pounds and thins out week labels on long ranges", () => {
    const weeks = Array.from({ length: 20 }, (_, index) => `w${index}`);
    const layout = columnLayout(
      weeks,
      [{ label: "Revenue", values: weeks.map(() => 10000) }],
      "pence",
    );
    expect(layout.ticks.at(-1)?.label).toBe("£100.00");
    expect(layout.columns.filter((column) => column.label !== null)).toHaveLength(5);
  });
});

describe("the chart components", () => {
  it("render an SVG image named by its title, sized by viewBox for any width", () => {
    const html = renderToStaticMarkup(
      <BarChart
        title="Jobs by area"
        bars={[{ label: "Coventry", value: 3 }]}
        valueFormat="count"
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Jobs by area"');
    expect(html).toContain("<title>Jobs by area</title>");
    expect(html).toContain('width="100%"');
    expect(html).toContain(`viewBox="0 0 ${BAR_CHART_WIDTH} 40"`);
    expect(html).toContain(">Coventry<");
  });

  it("give a stacked chart a legend in HTML when there are several series", () => {
    const html = renderToStaticMarkup(
      <StackedColumnChart
        title="Bookings"
        categories={["5 Oct"]}
        series={[
          { label: "Website", values: [1] },
          { label: "Office", values: [2] },
        ]}
        valueFormat="count"
      />,
    );
    expect(html).toContain("<li");
    expect(html).toContain("Website");
    expect(html).toContain(seriesColour(1));
  });
});

describe("cells", () => {
  it("read money as pounds on the page and as plain pounds in the CSV", () => {
    expect(formatCell(30500, "pence")).toBe("£305.00");
    expect(csvValue(30500, "pence")).toBe("305.00");
    expect(formatCell(66.666, "percent")).toBe("66.7%");
    expect(csvValue(66.666, "percent")).toBe(66.7);
    expect(formatCell(null, "count")).toBe("–");
    expect(formatCell(2.5, "count")).toBe("2.5");
    expect(formatCell(1234, "count")).toBe("1,234");
  });

  it("give no percentage of nothing", () => {
    expect(percentOf(1, 0)).toBeNull();
    expect(percentOf(1, 4)).toBe(25);
  });
});
