/** An event as the engine received it (the reference backend's read-back, `/mock/personalisation/events`). */
export interface ReceivedEvent {
  eventType: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** Every event the engine received from the visitor, in order. */
export async function receivedBy(backendUrl: string, visitor: string): Promise<ReceivedEvent[]> {
  const response = await fetch(`${backendUrl}/mock/personalisation/events?monetateId=${encodeURIComponent(visitor)}`);
  if (!response.ok) throw new Error(`read-back answered ${response.status}`);
  return ((await response.json()) as { events: ReceivedEvent[] }).events;
}

/** The recTokens the visitor's RecImpressions or RecClicks carried, in order, repeats included. */
export async function recTokensReceived(backendUrl: string, visitor: string, type: "RecImpressions" | "RecClicks"): Promise<string[]> {
  const field = type === "RecImpressions" ? "recImpressions" : "recClicks";
  return (await receivedBy(backendUrl, visitor)).filter((event) => event.eventType === type).flatMap((event) => event.payload[field] as string[]);
}
