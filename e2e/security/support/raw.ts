import net from 'node:net';

export type RawReply = { status: number; headers: string; body: string; ms: number };

/**
 * One HTTP/1.1 request written byte for byte (no client-side URL parsing or header checks), so
 * the console sees exactly the path and headers a hostile client would send.
 */
export function rawRequest(
  port: number,
  lines: { method?: string; path: string; headers?: string[]; body?: string },
  timeoutMs = 20_000,
): Promise<RawReply> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const body = lines.body ?? '';
    const head = [
      `${lines.method ?? 'GET'} ${lines.path} HTTP/1.1`,
      `Host: localhost:${port}`,
      'Connection: close',
      ...(lines.headers ?? []),
      ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
      '',
      '',
    ].join('\r\n');
    socket.setEncoding('latin1');
    socket.on('data', (d) => (data += d));
    socket.on('error', reject);
    const timer = setTimeout(() => socket.destroy(new Error(`no answer in ${timeoutMs} ms: ${lines.path}`)), timeoutMs);
    socket.on('close', () => {
      clearTimeout(timer);
      const split = data.indexOf('\r\n\r\n');
      const headers = split >= 0 ? data.slice(0, split) : data;
      const raw = split >= 0 ? data.slice(split + 4) : '';
      const body = /\r\ntransfer-encoding: chunked/i.test(headers) ? dechunk(raw) : raw;
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0),
        headers,
        body: Buffer.from(body, 'latin1').toString('utf8'),
        ms: Date.now() - started,
      });
    });
    socket.write(head + body);
  });
}

function dechunk(raw: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) return out;
    const size = parseInt(raw.slice(at, eol), 16);
    if (!size) return out;
    out += raw.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}

/** Signs of a leak in a reply: a stack trace or an internal address. */
export function leaks(reply: RawReply, internal: string[]): string | null {
  if (/\n\s+at [^\n]+:\d+:\d+/.test(reply.body)) return 'stack trace';
  for (const needle of internal)
    if (reply.body.includes(needle) || reply.headers.includes(needle)) return `internal address ${needle}`;
  return null;
}
