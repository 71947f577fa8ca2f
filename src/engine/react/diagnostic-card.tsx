import type { Diagnostic } from "../types.ts";

/** Preview only: what is wrong with a block, field by field, in place of the block. */
export function DiagnosticCard({ type, blockId, diagnostics }: { type: string; blockId: string; diagnostics: readonly Diagnostic[] }) {
  return (
    <div className="diagnostic-card" role="note" aria-label={`Block ${blockId} has errors`}>
      <p className="diagnostic-card__title">
        <strong>{type}</strong> <code>{blockId}</code> is not shown to shoppers
      </p>
      <ul>
        {diagnostics.map((diagnostic, index) => (
          <li key={index}>
            <code className="diagnostic-card__field">{diagnostic.field || "(block)"}</code>: {diagnostic.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
