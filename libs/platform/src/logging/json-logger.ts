import type { LoggerService } from '@nestjs/common';

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof ORDER;

/** Structured one-line JSON logs, the same shape as Fastify's request logs. */
export class JsonLogger implements LoggerService {
  constructor(private readonly level: Level = 'info') {}

  private write(level: Exclude<Level, 'silent'>, message: unknown, context?: unknown): void {
    if (ORDER[level] < ORDER[this.level]) return;
    const line = JSON.stringify({
      level,
      time: new Date().toISOString(),
      context: typeof context === 'string' ? context : undefined,
      msg: typeof message === 'string' ? message : JSON.stringify(message),
    });
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  }

  log(message: unknown, context?: unknown): void {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: unknown, context?: unknown): void {
    this.write('error', trace && typeof trace === 'string' && !context ? message : message, context ?? trace);
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
