import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = { method: string; url: string; headers: http.IncomingHttpHeaders; bodyBytes: number };
export type RecorderMode = 'json' | 'malformed' | 'http500' | 'hang' | 'die' | 'big';

/**
 * A stand-in upstream that records every request it receives and answers as told, so a test can
 * prove what the BFF forwards (and what it never forwards).
 */
export async function startRecorder() {
  const requests: Recorded[] = [];
  // The console's own telemetry (its span reports to Zipkin's collector path, its registry heartbeat) is
  // not a forwarded browser call: kept apart, so the tests count only what the BFF forwards.
  const telemetry: Recorded[] = [];
  let mode: RecorderMode = 'json';
  const server = http.createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (c: Buffer) => (bodyBytes += c.length));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes };
      if (req.method === 'POST' && (req.url === '/api/v2/spans' || req.url === '/eureka/apps/CONSOLE')) {
        telemetry.push(recorded);
        res.writeHead(204);
        return res.end();
      }
      requests.push(recorded);
      switch (mode) {
        case 'hang':
          return; // never answers
        case 'die':
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
          res.write('{"status":200,"data":"par');
          setTimeout(() => res.socket?.destroy(), 50);
          return;
        case 'malformed':
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('{"status":200,"data":');
        case 'http500':
          res.writeHead(500, { 'content-type': 'application/json' });
          return res.end('{"status":500,"message":"upstream exploded"}');
        case 'big': {
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          return res.end(Buffer.alloc(64 * 1024, 97));
        }
        default:
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ status: 200, data: { path: req.url } }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    telemetry,
    setMode: (m: RecorderMode) => (mode = m),
    connections: () => new Promise<number>((r) => server.getConnections((_e, n) => r(n))),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
