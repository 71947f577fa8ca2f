/**
 * `npm run architecture:figures`: the structural figures of docs/architecture.md, read from the
 * code as it stands: imports that cross the programs' borders against the rules, value import
 * cycles, and the size of production files. `--json` prints them as JSON.
 */
import { isProductionCode, isTestCode, layerOf, lineCount, projectFiles, projectImports, quantile, valueImportCycles, type ImportEdge } from "../tests/support/project-graph.ts";

const files = projectFiles();
const edges = projectImports(files);
const production = files.filter(isProductionCode);
const productionEdges = edges.filter((edge) => isProductionCode(edge.from));

const crossing = (list: readonly ImportEdge[], from: string, to: string) => list.filter((edge) => layerOf(edge.from) === from && layerOf(edge.to) === to);
const describeCrossing = (list: readonly ImportEdge[]) => ({ imports: list.length, files: new Set(list.map((edge) => edge.from)).size });
/** Server code may use the backend only through its public face. */
const PUBLIC_FACES = new Set(["backend/index.ts", "backend/testing/index.ts"]);
const deep = (list: readonly ImportEdge[]) => list.filter((edge) => !PUBLIC_FACES.has(edge.to));

const lines = production.map(lineCount).sort((a, b) => a - b);
const cycles = valueImportCycles(edges);
// The same walk with type-only imports counted as well: circles that load nothing at run time but
// still tie files together.
const cyclesWithTypes = valueImportCycles(edges.map((edge) => ({ ...edge, typeOnly: false })));
const figures = {
  productionFiles: production.length,
  backendProductionFiles: production.filter((file) => layerOf(file) === "backend").length,
  backendToSrc: { production: describeCrossing(crossing(productionEdges, "backend", "src")), all: describeCrossing(crossing(edges, "backend", "src")) },
  srcToBackendOrServer: describeCrossing([...crossing(edges, "src", "backend"), ...crossing(edges, "src", "server")]),
  serverToBackendDeep: { production: describeCrossing(deep(crossing(productionEdges, "server", "backend"))), all: describeCrossing(deep(crossing(edges, "server", "backend"))) },
  valueImportCycles: { count: cycles.length, inProductionCode: cycles.filter((cycle) => cycle.some((file) => !isTestCode(file))).length, cycles },
  importCyclesCountingTypes: { count: cyclesWithTypes.length, cycles: cyclesWithTypes },
  linesPerProductionFile: { median: quantile(lines, 0.5), p90: quantile(lines, 0.9), max: lines.at(-1) ?? 0 },
};

if (process.argv.includes("--json")) console.log(JSON.stringify(figures, null, 2));
else {
  const row = (label: string, value: string | number) => console.log(`${label.padEnd(44)} ${value}`);
  row("production files", figures.productionFiles);
  row("backend → src imports (production)", `${figures.backendToSrc.production.imports} from ${figures.backendToSrc.production.files} of ${figures.backendProductionFiles} files`);
  row("backend → src imports (tests included)", `${figures.backendToSrc.all.imports} from ${figures.backendToSrc.all.files} files`);
  row("src → backend or server imports", `${figures.srcToBackendOrServer.imports} from ${figures.srcToBackendOrServer.files} files`);
  row("server → backend deep imports (production)", `${figures.serverToBackendDeep.production.imports} from ${figures.serverToBackendDeep.production.files} files`);
  row("server → backend deep imports (tests incl.)", `${figures.serverToBackendDeep.all.imports} from ${figures.serverToBackendDeep.all.files} files`);
  row("value import cycles", figures.valueImportCycles.count);
  for (const cycle of cycles) console.log(`  ${cycle.join(" ⇄ ")}`);
  row("import cycles, type-only imports counted", figures.importCyclesCountingTypes.count);
  for (const cycle of cyclesWithTypes.filter((cycle) => !cycles.some((valueCycle) => valueCycle.join() === cycle.join()))) console.log(`  ${cycle.join(" ⇄ ")}`);
  row("lines per production file: median / p90 / max", `${figures.linesPerProductionFile.median} / ${figures.linesPerProductionFile.p90} / ${figures.linesPerProductionFile.max}`);
}
