/**
 * A realtime client as a browser would be one, without the SDK (Node has no EventSource): the
 * event stream of GET /api/realtime read by hand, and POST /api/realtime to subscribe.
 */

export interface RealtimeStream {
  clientId: string;
  /** Every message's data so far, as received (JSON text), but the connect message. */
  events: string[];
  /** POST /api/realtime with these subscriptions (and headers, e.g. Authorization): its answer. */
  subscribe(subscriptions: string[], headers?: Record<string, string>): Promise<Response>;
  /** Waits until a message includes `text`, up to `ms`; true when one did. */
  waitFor(text: string, ms?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Opens a realtime stream on `url` (the server's address) and waits for its client id. */
export async function openRealtime(url: string): Promise<RealtimeStream> {
  const events: string[] = [];
  const controller = new AbortController();
  const res = await fetch(`${url}/api/realtime`, { signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let clientId = '';
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = chunk
            .split('\n')
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5))
            .join('');
          if (chunk.includes('event:PB_CONNECT')) clientId = (JSON.parse(data) as { clientId: string }).clientId;
          else if (data) events.push(data);
        }
      }
    } catch {
      // closed
    }
  })();
  const deadline = Date.now() + 10_000;
  while (!clientId) {
    if (Date.now() > deadline) throw new Error('No PB_CONNECT message in 10 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    clientId,
    events,
    subscribe: (subscriptions, headers = {}) =>
      fetch(`${url}/api/realtime`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ clientId, subscriptions }),
      }),
    async waitFor(text, ms = 5000) {
      const until = Date.now() + ms;
      while (!events.some((e) => e.includes(text)) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return events.some((e) => e.includes(text));
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
