import { Agent, createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A load balancer in front of several API instances, as an operator would put one: each request
 * (not each connection) goes to the next instance in turn, with no sticky sessions, so two calls
 * of one test land on different instances. It adds no forwarding headers: the instances see the
 * test as the client, exactly as without it.
 */
export class RoundRobinProxy {
  port = 0;
  /** Requests sent to each upstream, by its index (a check that both instances served). */
  readonly served: number[];
  private next = 0;
  private server: Server | null = null;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  constructor(private readonly upstreams: Array<{ host: string; port: number }>) {
    this.served = upstreams.map(() => 0);
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => this.pass(req, res));
    // Uploads and long exports stream through: no timeout of the proxy's own.
    server.requestTimeout = 0;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  private pass(req: IncomingMessage, res: ServerResponse): void {
    const index = this.next;
    this.next = (this.next + 1) % this.upstreams.length;
    this.served[index]! += 1;
    const target = this.upstreams[index]!;
    const upstream = forward(
      { host: target.host, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: `${target.host}:${target.port}` }, agent: this.agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
