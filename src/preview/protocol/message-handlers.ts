/** Handlers registered per message type; `emit` calls those of the message's type, in order. */
export interface MessageHandlers<M extends { type: string }> {
  on<T extends M["type"]>(type: T, handler: (message: Extract<M, { type: T }>) => void): () => void;
  emit(message: M): void;
  clear(): void;
}

export function createMessageHandlers<M extends { type: string }>(): MessageHandlers<M> {
  const byType = new Map<string, Set<(message: M) => void>>();
  return {
    on(type, handler) {
      const handlers = byType.get(type) ?? new Set();
      byType.set(type, handlers);
      const stored = handler as (message: M) => void;
      handlers.add(stored);
      return () => void handlers.delete(stored);
    },
    emit(message) {
      // A copy: a handler may unsubscribe while others still run.
      for (const handler of [...(byType.get(message.type) ?? [])]) handler(message);
    },
    clear() {
      byType.clear();
    },
  };
}
