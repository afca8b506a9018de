/**
 * The largest body a JSON form route reads (sign-up, sign-in, codes, resets, contact, job alerts). The biggest
 * honest one, a contact message, is a few KB; anything past this is refused with 413 before it is parsed.
 */
export const formBodyLimit = 64 * 1024;

/**
 * How long a request may take to arrive, headers and body (then 408 and the connection is closed): Node's own
 * default for HTTP servers, which Fastify turns off. Without it a client that sends a body a byte at a time holds
 * its connection for ever; with it the largest upload (10 MB) still arrives at 34 KB/s.
 */
export const requestTimeoutMs = 300_000;

/** How often the server looks for requests past their time: Node's 30 s, more often for a shorter limit. */
export const connectionsCheckingIntervalMs = (timeoutMs: number) => Math.min(30_000, Math.ceil(timeoutMs / 2));
