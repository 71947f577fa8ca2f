/**
 * recTokens: `{decisionId}.{index}`, the decision that recommended the item and the item's place
 * in that decision's stored list. The storefront sends them back unchanged in RecImpressions and
 * RecClicks; the engine resolves them against its decisions (record-events.ts), so a made-up or
 * another visitor's token is refused rather than recorded.
 */

const REC_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,4})$/;

export function formatRecToken(decisionId: string, index: number): string {
  return `${decisionId}.${index}`;
}

export function parseRecToken(token: string): { decisionId: string; index: number } | undefined {
  const match = REC_TOKEN.exec(token);
  return match ? { decisionId: match[1]!, index: Number(match[2]) } : undefined;
}
