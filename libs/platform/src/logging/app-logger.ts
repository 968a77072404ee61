import type { LoggerService } from '@nestjs/common';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
/** pretty: short lines for a person at a terminal; json: one JSON object a line, for log collectors. */
export type LogFormat = 'pretty' | 'json';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * Nest's start-up chatter (one line per module and one per route) is useful when debugging a start,
 * noise otherwise: it is logged at debug level, so no list of routes appears at info.
 */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication', 'RouterModule']);

/** The format for a process: LOG_FORMAT when set, else pretty on a terminal and JSON lines otherwise. */
export function defaultLogFormat(stream: { isTTY?: boolean } = process.stdout): LogFormat {
  return stream.isTTY ? 'pretty' : 'json';
}

function colours(): boolean {
  return !!process.stdout.isTTY && !process.env.NO_COLOR;
}

const PAINT: Record<Exclude<LogLevel, 'silent'>, string> = { debug: '\u001b[90m', info: '\u001b[36m', warn: '\u001b[33m', error: '\u001b[31m' };
const RESET = '\u001b[0m';

function clock(date: Date): string {
  return date.toTimeString().slice(0, 8);
}

/** Writes one log line in the process's format; warn and error go to stderr. */
export function writeLog(format: LogFormat, level: Exclude<LogLevel, 'silent'>, context: string | undefined, msg: string, fields: Record<string, unknown> = {}): void {
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout;
  const now = new Date();
  if (format === 'json') {
    stream.write(`${JSON.stringify({ level, time: now.toISOString(), context, msg, ...fields })}\n`);
    return;
  }
  const tag = level.padEnd(5);
  const extra = Object.entries(fields)
    .map(([k, v]) => ` ${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('');
  const head = colours() ? `${PAINT[level]}${tag}${RESET}` : tag;
  stream.write(`${clock(now)} ${head} ${context ? `[${context}] ` : ''}${msg}${extra}\n`);
}

/** The Nest logger of every process: the level of LOG_LEVEL, the format of LOG_FORMAT. */
export class AppLogger implements LoggerService {
  constructor(
    private readonly level: LogLevel = 'info',
    private readonly format: LogFormat = defaultLogFormat(),
  ) {}

  enabled(level: Exclude<LogLevel, 'silent'>): boolean {
    return ORDER[level] >= ORDER[this.level];
  }

  private write(level: Exclude<LogLevel, 'silent'>, message: unknown, context?: unknown): void {
    const ctx = typeof context === 'string' ? context : undefined;
    const effective = level === 'info' && ctx && START_UP_CONTEXTS.has(ctx) ? 'debug' : level;
    if (!this.enabled(effective)) return;
    const msg = typeof message === 'string' ? message : message instanceof Error ? (message.stack ?? message.message) : JSON.stringify(message);
    writeLog(this.format, effective, ctx, msg);
  }

  log(message: unknown, context?: unknown): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: unknown, context?: unknown): void {
    // Nest passes (message, stack, context) or (message, context).
    const ctx = context ?? (typeof trace === 'string' && !trace.includes('\n') ? trace : undefined);
    const stack = typeof trace === 'string' && trace.includes('\n') ? `\n${trace}` : '';
    this.write('error', `${typeof message === 'string' ? message : JSON.stringify(message)}${stack}`, ctx);
  }
  warn(message: unknown, context?: unknown): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: unknown): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: unknown): void {
    this.write('debug', message, context);
  }
}

/**
 * A message a person must not miss (the first super admin's credentials): a framed block on a
 * terminal, one JSON line with the same facts as fields otherwise. Printed whatever LOG_LEVEL is.
 */
export function announce(format: LogFormat, title: string, rows: Array<[label: string, value: string]>, notes: string[], fields: Record<string, unknown> = {}): void {
  if (format === 'json') {
    process.stdout.write(`${JSON.stringify({ level: 'info', time: new Date().toISOString(), context: 'bootstrap', msg: `${title} ${notes.join(' ')}`, ...fields })}\n`);
    return;
  }
  const labelWidth = Math.max(...rows.map(([label]) => label.length)) + 1;
  const lines = [title, '', ...rows.map(([label, value]) => `  ${`${label}:`.padEnd(labelWidth + 1)} ${value}`), '', ...notes];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '═'.repeat(width + 4);
  const bold = colours() ? (s: string) => `\u001b[1m${s}${RESET}` : (s: string) => s;
  const body = lines.map((l) => `║  ${l.padEnd(width)}  ║`);
  process.stdout.write(`\n╔${bar}╗\n${body.map((l, i) => (i === 0 ? bold(l) : l)).join('\n')}\n╚${bar}╝\n\n`);
}

interface PinoLine {
  level?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
}

function pinoLevel(level: number | undefined): Exclude<LogLevel, 'silent'> {
  if (!level || level < 30) return 'debug';
  if (level < 40) return 'info';
  if (level < 50) return 'warn';
  return 'error';
}

/**
 * Query parameters whose value opens something (a signed file link's signature, a reset or
 * confirmation token, a code, a key): their values never reach a log line (docs/SECURITY.md,
 * red-team pass 3). Matched by name, case-insensitively.
 */
const SECRET_PARAMETER = /^(signature|sig|token|access_token|refresh_token|otp|code_verifier|key|api_key|apikey|password|secret)$/i;

/** The request's address as logged: every secret parameter's value replaced by [redacted], the rest kept byte for byte. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as it came.
      }
      return equals >= 0 && SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's request serializer with the address redacted (same fields as its default). */
const serializers = {
  req(request: { method?: string; url?: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
    return { method: request.method, url: redactUrl(request.url), host: request.host ?? request.hostname, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
  },
};

/**
 * Fastify's own logger (pino) in the process's format. As JSON its lines, request logs included,
 * have the portal's shape: the level by name, an ISO time and a context ("http"), so a collector
 * reads one kind of line. Pretty, each request is one short line at debug level only, and anything
 * else pino says is rewritten as a short line. `destination` replaces stdout (a test reads it).
 */
export function httpLoggerOptions(level: LogLevel, format: LogFormat, destination?: { write(chunk: string): void }): { logger: boolean | Record<string, unknown> } {
  if (level === 'silent') return { logger: false };
  if (format === 'json') {
    return {
      logger: {
        level,
        base: { context: 'http' },
        timestamp: () => `,"time":"${new Date().toISOString()}"`,
        formatters: { level: (_label: string, number: number) => ({ level: pinoLevel(number) }) },
        serializers,
        ...(destination ? { stream: destination } : {}),
      },
    };
  }
  const debug = level === 'debug';
  let pending = '';
  const stream = {
    write(chunk: string) {
      pending += chunk;
      for (let newline = pending.indexOf('\n'); newline >= 0; newline = pending.indexOf('\n')) {
        const raw = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        let line: PinoLine;
        try {
          line = JSON.parse(raw) as PinoLine;
        } catch {
          continue;
        }
        if (line.msg === 'incoming request' && line.req) {
          if (debug) writeLog('pretty', 'debug', 'http', `${line.req.method} ${line.req.url}`);
        } else if (line.msg === 'request completed' && line.res) {
          if (debug) writeLog('pretty', 'debug', 'http', `-> ${line.res.statusCode} (${Math.round(line.responseTime ?? 0)} ms)`);
        } else if (line.msg?.startsWith('Server listening at')) {
          // The portal prints its own "ready" line with the address to open.
          if (debug) writeLog('pretty', 'debug', 'http', line.msg);
        } else {
          writeLog('pretty', pinoLevel(line.level), 'http', line.err?.stack ?? line.msg ?? '');
        }
      }
    },
  };
  return { logger: { level, stream, serializers } };
}
