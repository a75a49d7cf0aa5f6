import http from 'node:http';

/**
 * What a listener withstands (issue 38, item 5): how many connections it holds at once (more are
 * closed as they come, so the host's file descriptors stay its own), how long a client may take to
 * send its request's headers and the whole request, and how long an idle connection stays open.
 * A WebSocket the table room took over is the room's to watch (its heartbeat), not these.
 */
export interface ListenerLimits {
  maxConnections: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
}

/**
 * The LAN's listener: a table's TV, its players' phones and laptops, a few dozen at most, each
 * a page and its socket to the room. A connection that sends nothing is cut within seconds.
 */
export const LAN_LIMITS: Readonly<ListenerLimits> = Object.freeze({
  maxConnections: 64,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
});

/**
 * This machine's listeners (the web host's save API, Electron's room port): the Dealer's own
 * pages, which send saves of up to 50 MB, so requests may take their time; the cap is generous.
 */
export const LOCAL_LIMITS: Readonly<ListenerLimits> = Object.freeze({
  maxConnections: 256,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 300_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 120_000,
});

/**
 * An HTTP server held to `limits`. Node checks the header and request timeouts of every connection
 * on an interval (30 s by default); a tenth of the header timeout cuts a silent one close to it.
 */
export function limitedServer(
  limits: Readonly<ListenerLimits>,
  handler: http.RequestListener,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(1000, limits.headersTimeoutMs / 10),
    },
    handler,
  );
  server.maxConnections = limits.maxConnections;
  server.timeout = limits.idleTimeoutMs;
  return server;
}
