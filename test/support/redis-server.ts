import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './test-app.js';

/**
 * A redis-server of the suite's own, on a free loopback port, that a fault test may kill and start
 * again (the shared Redis on 6379 serves every other suite and is never touched). No persistence:
 * a restarted server is empty, the harshest case for "nothing is lost".
 */
export class OwnRedis {
  port = 0;
  private proc: ChildProcess | null = null;
  private log = '';

  constructor(private readonly extraArgs: string[] = []) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.proc !== null && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  output(): string {
    return this.log;
  }

  async start(): Promise<void> {
    if (this.running) return;
    if (!this.port) this.port = await freePort();
    const proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...this.extraArgs], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    proc.stdout!.on('data', (d) => (this.log += d));
    proc.stderr!.on('data', (d) => (this.log += d));
    const deadline = Date.now() + 10000;
    while (!(await this.ping())) {
      if (proc.exitCode !== null) throw new Error(`redis-server exited with ${proc.exitCode}:\n${this.log}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${this.port}:\n${this.log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Stops the server (SIGKILL by default: a crash, nothing flushed) and waits for the port to close. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const proc = this.proc;
    if (!proc || !this.running) return;
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    proc.kill(signal);
    await exited;
    this.proc = null;
  }

  /** One raw command over RESP (the suite needs no client library for PING and CONFIG). */
  async command(...args: string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.port, '127.0.0.1');
      let reply = '';
      socket.setTimeout(2000, () => socket.destroy(new Error('redis command timed out')));
      socket.on('error', reject);
      socket.on('data', (d) => {
        reply += d;
        if (reply.endsWith('\r\n')) {
          socket.end();
          resolve(reply);
        }
      });
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
    });
  }

  private async ping(): Promise<boolean> {
    try {
      return (await this.command('PING')).startsWith('+PONG');
    } catch {
      return false;
    }
  }
}
