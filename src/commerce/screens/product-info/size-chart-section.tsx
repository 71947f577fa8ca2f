import { useState, type SyntheticEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { siteById } from "../../../../contracts/sites.ts";
import type { ProductInfoStrings } from "./product-info-strings.ts";
import { sizeChartQuery, type SizeChart } from "./size-chart.ts";
import styles from "./product-info.module.css";

/** The "size chart" disclosure: its chart is asked for when first opened. */
export function SizeChartSection({ siteId, productType, words }: { siteId: string; productType: string; words: ProductInfoStrings }) {
  const [opened, setOpened] = useState(false);
  const chart = useQuery({ ...sizeChartQuery(siteId, productType), enabled: opened });
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) setOpened(true);
  };

  return (
    <details className={styles.section} onToggle={onToggle}>
      <summary className={styles.summary}>{words.sizeChart}</summary>
      <div className={styles.panel} aria-busy={opened && chart.isPending ? true : undefined}>
        {!opened ? null : chart.isSuccess ? (
          <SizeChartTable chart={chart.data} siteId={siteId} words={words} />
        ) : (
          <p role="status">{chart.isError ? words.sizeChartUnavailable : words.sizeChartLoading}</p>
        )}
      </div>
    </details>
  );
}

function SizeChartTable({ chart, siteId, words }: { chart: SizeChart; siteId: string; words: ProductInfoStrings }) {
  const number = new Intl.NumberFormat(siteById(siteId).locale, { maximumFractionDigits: 2 });
  return (
    <div className={styles.tableScroller} tabIndex={0} role="group" aria-label={chart.title}>
      <table className={styles.sizeChart}>
        <caption>{words.sizeChartCaption(chart.title, chart.unit)}</caption>
        <thead>
          <tr>
            <th scope="col">{chart.sizeLabel}</th>
            {chart.columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label} ({chart.unit})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              {chart.columns.map((column) => {
                const { min, max } = row.measurements[column.key]!;
                return <td key={column.key}>{min === max ? number.format(min) : `${number.format(min)}–${number.format(max)}`}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
