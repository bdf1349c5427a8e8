/** Put where an address was: a send record says that the peer could not be reached, not where it lives. */
const HIDDEN = '[内部地址]';

/**
 * An error's words as users may read them (an SMS or e-mail send record): URLs, IP addresses and `host:port`
 * pairs of the deployment are replaced, the length is bounded. The server's error log keeps the whole error.
 */
export function readableReason(error: unknown, max = 120): string {
  const text =
    error instanceof Error && error.cause instanceof Error
      ? error.cause.message
      : error instanceof Error
        ? error.message
        : String(error);
  return text
    .replace(/\b[a-z][a-z\d+.-]*:\/\/\S+/gi, HIDDEN)
    .replace(/\[[\da-f:.]+\](?::\d+)?/gi, HIDDEN)
    .replace(/(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?(?![\w.])/g, HIDDEN)
    .replace(/(?<![\w.-])(?:[a-z\d-]+\.)*[a-z][a-z\d-]*:\d{1,5}\b/gi, HIDDEN)
    .slice(0, max);
}
