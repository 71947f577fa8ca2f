/**
 * What every bench's entry does: runs its `main` with a time limit, exits with the code `main`
 * answers, and exits 1 when it throws (a bench that cannot run) or outlives the limit.
 */
export function runBounded(name: string, limitMs: number, main: () => Promise<number>): void {
  const timeout = setTimeout(() => {
    console.error(`${name} took longer than ${Math.round(limitMs / 1000)} s; giving up`);
    process.exit(1);
  }, limitMs);
  timeout.unref();
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** Rows as a plain-text table: the first is the header; the first column left-aligned, the others right. */
export function textTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  return [line(rows[0]!), widths.map((width) => "-".repeat(width)).join("  "), ...rows.slice(1).map(line)].join("\n");
}
