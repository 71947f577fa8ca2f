import { queryOptions } from "@tanstack/react-query";
import { isRecord } from "../../../../contracts/json-shape.ts";
import { frontApiOf } from "../../../app/front-api/front-api.ts";

/** A size chart as `/fapi/components/size-chart/{productType}` answers it (server/fapi-components.ts). */
export interface SizeChart {
  title: string;
  unit: "cm" | "in";
  sizeLabel: string;
  columns: { key: string; label: string }[];
  rows: { size: string; measurements: Record<string, { min: number; max: number }> }[];
}

const isRange = (value: unknown): value is { min: number; max: number } => isRecord(value) && typeof value.min === "number" && typeof value.max === "number";

/**
 * The chart of an answer, or undefined when it has another shape. The front-end API validated
 * it (decision 0013); the browser checks only what it renders: every row has every column.
 */
export function sizeChartOf(answer: unknown): SizeChart | undefined {
  if (!isRecord(answer) || typeof answer.title !== "string" || typeof answer.sizeLabel !== "string") return undefined;
  if (answer.unit !== "cm" && answer.unit !== "in") return undefined;
  if (!Array.isArray(answer.columns) || !Array.isArray(answer.rows)) return undefined;
  const columns = answer.columns.filter((column): column is SizeChart["columns"][number] => isRecord(column) && typeof column.key === "string" && typeof column.label === "string");
  if (columns.length === 0 || columns.length !== answer.columns.length) return undefined;
  const rows = answer.rows.filter(
    (row): row is SizeChart["rows"][number] => isRecord(row) && typeof row.size === "string" && isRecord(row.measurements) && columns.every((column) => isRange((row.measurements as Record<string, unknown>)[column.key])),
  );
  if (rows.length === 0 || rows.length !== answer.rows.length) return undefined;
  return { title: answer.title, unit: answer.unit, sizeLabel: answer.sizeLabel, columns, rows };
}

/**
 * A product type's size chart for a site: deferred data, asked when the shopper opens the
 * "size chart" section. A failure or an answer of another shape throws (the section says so).
 */
export const sizeChartQuery = (siteId: string, productType: string) =>
  queryOptions({
    queryKey: ["fapi", "size-chart", siteId, productType] as const,
    queryFn: async ({ client }) => {
      const chart = sizeChartOf(await frontApiOf(client).sizeChart(siteId, productType));
      if (!chart) throw new Error(`The size chart of ${productType} has another shape`);
      return chart;
    },
    // Charts change with a deployment only.
    staleTime: 10 * 60_000,
  });
