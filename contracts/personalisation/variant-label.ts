/**
 * The variant label reported for an experience (content spec §3): a label containing
 * "Experiment" is A, one containing "Baseline" is Baseline, one whose second character is
 * "-" is its first character (`B-blue` → `B`), anything else as it is.
 */
export function mapVariantLabel(label: string): string {
  if (label.includes("Experiment")) return "A";
  if (label.includes("Baseline")) return "Baseline";
  if (label.charAt(1) === "-") return label.charAt(0);
  return label;
}
