import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the portal and a service (PostgreSQL) that a fault test can cut and restore,
 * so the shared server itself is never stopped. A cut resets every open connection and stops
 * listening, so new connections are refused (ECONNREFUSED), as when the database host is down.
 */
export class TcpProxy {
  port = 0;
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** Connections accepted over the proxy's life (a check that the portal really goes through it). */
  accepted = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // The same port after a cut, so the portal's DATABASE_URL stays right.
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => this.sockets.delete(socket));
  }

  private accept(client: Socket): void {
    this.accepted++;
    const upstream = connect(this.targetPort, this.targetHost);
    this.track(client);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.resetAndDestroy();
    if (server) await new Promise<void>((r) => server.close(() => r()));
  }

  async restore(): Promise<void> {
    if (!this.server) await this.start();
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
