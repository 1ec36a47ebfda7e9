/** PocketBase's realtime stream read as its SDK would, for tests of who hears what. */
import type { TestServer } from './pocketbase';

export interface RealtimeListener {
  /** The `data` of every message after the connect message, as received. */
  events: string[];
  /** Ends the stream and waits for its reader. */
  close(): Promise<void>;
}

/**
 * Opens `/api/realtime` on `server`, subscribes to `topics` as `token` (an auth token; none: a
 * visitor) and collects the messages. Throws when the subscription is refused.
 */
export async function listenRealtime(server: TestServer, topics: string[], token = ''): Promise<RealtimeListener> {
  const events: string[] = [];
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/realtime`, { signal: controller.signal });
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
      // aborted by close()
    }
  })();
  while (!clientId) await new Promise((r) => setTimeout(r, 20));
  const subscribed = await fetch(`${server.url}/api/realtime`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify({ clientId, subscriptions: topics }),
  });
  if (subscribed.status !== 204) throw new Error(`The subscription was refused (${subscribed.status}).`);
  return {
    events,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
