// A real HTTP server on 127.0.0.1 for client tests: each route answers what the test sets.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Whether the client closed the connection before the answer (an abort, a timeout). */
  closedEarly: boolean;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  reply(method: string, path: string, reply: Reply): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const replies = new Map<string, Reply>();
  const requests: RecordedRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        closedEarly: false,
      };
      requests.push(recorded);
      res.on('close', () => {
        if (!res.writableFinished) recorded.closedEarly = true;
      });
      const path = url.split('?')[0];
      const reply = replies.get(`${req.method} ${path}`) ?? {
        status: 404,
        json: { detail: 'Not Found' },
      };
      const status = reply.status ?? 200;
      const answer = () => {
        if (res.destroyed) return;
        if (reply.json !== undefined) {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(reply.json));
        } else {
          res.writeHead(status, {
            'content-type': reply.contentType ?? 'text/plain; charset=utf-8',
          });
          res.end(reply.text ?? '');
        }
      };
      if (!reply.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    reply(method, path, reply) {
      replies.set(`${method.toUpperCase()} /api${path}`, reply);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A URL on which nothing listens: a port that was just freed. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}
