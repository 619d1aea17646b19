import pino from 'pino';
import type { LogLevel } from '../config.ts';
import { isRecord } from '../shared/guards.ts';
import { censorKeys, censorLine } from './log-censor.ts';

/** Where log lines go when not to stdout; tests capture them to prove what is never written. */
export interface LogDestination {
  write(line: string): void;
}

/** `/a/b?key=x` → `/a/b`: a query string may carry dates of someone's leave or a leaked token. */
export const withoutQuery = (url: string | undefined) => (url ?? '').split('?')[0];

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/**
 * What any log line may say of a request: its id, method, path and route. Never its headers
 * (Authorization carries the API key), query string or body, at any level.
 */
export function requestForLog(request: LoggedRequest): Record<string, unknown> {
  return {
    id: request.id,
    method: request.method,
    path: withoutQuery(request.url),
    route: request.routeOptions?.url,
  };
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const noQuery = (text: string) => text.replace(/\?\S*/g, '?…');

/**
 * What of an error may be logged: type, code, message (without any query string) and stack.
 * Driver fields (PostgreSQL's `detail`, failing parameters) and the parser's `rawPacket` (the
 * raw request, Authorization included) are left out. An already-reduced error (`loggable`) keeps
 * its fields, less those.
 */
export function errorForLog(error: unknown): LoggedError {
  if (error instanceof Error) {
    const code = 'code' in error ? error.code : undefined;
    return {
      type: error.name,
      message: noQuery(error.message),
      ...(typeof code === 'string' ? { code } : {}),
      stack: error.stack ?? '',
    };
  }
  if (!isRecord(error)) return { type: 'Error', message: String(error), stack: '' };
  const { rawPacket: _raw, headers: _headers, type, message, stack, ...rest } = error;
  return {
    ...rest,
    type: String(type ?? 'Error'),
    message: noQuery(String(message ?? '')),
    stack: String(stack ?? ''),
  };
}

/** Bytes of log lines gathered before one write to stdout. */
export const LOG_BUFFER_BYTES = 4096;
/** The longest a log line waits in that buffer. */
export const LOG_FLUSH_MS = 200;

/**
 * Standard output, written asynchronously (as pino's default destination already did) and in
 * batches: lines gather in memory up to LOG_BUFFER_BYTES (or LOG_FLUSH_MS) and go out in one
 * write, instead of one write queued per line. What is buffered is written synchronously when
 * the process exits, on an error as well; only a SIGKILL can lose it (at most LOG_FLUSH_MS of
 * lines).
 */
let stdout: LogDestination | undefined;
/** One per process, whatever the number of apps built in it (tests build many). */
function batchedStdout(): LogDestination {
  stdout ??= pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  return stdout;
}

/** The keys whose values pass through a serializer first (their output is censored). */
const SERIALIZED_KEYS: ReadonlySet<string> = new Set(['req', 'err']);

/**
 * The app's logger: JSON lines, never a secret passed by mistake. The project's own censor
 * (log-censor.ts) replaces pino's `redact`, whose wildcard paths (`*.headers`) copied and walked
 * every value of every line, a warm hit's largest single cost (see docs/performance.md, "Figures
 * behind the code"). Same keys,
 * same depth: a line's top and one level down (`formatters.log`, which every child inherits), what
 * the serializers write, and the bindings of the root and of every child (its `child`, inherited
 * too, censors them before pino writes them into each line's prefix).
 */
export function createLogger(level: LogLevel, destination?: LogDestination): pino.Logger {
  const root = pino(
    {
      level,
      formatters: {
        log: (line) => censorLine(line, SERIALIZED_KEYS),
        bindings: (bindings) => censorLine(bindings, SERIALIZED_KEYS),
      },
      serializers: {
        req: (request: LoggedRequest) => censorKeys(requestForLog(request)),
        err: (error: unknown) => censorKeys(errorForLog(error)),
      },
    },
    destination ?? (level === 'silent' ? undefined : batchedStdout()),
  );
  const child = root.child;
  Object.defineProperty(root, 'child', {
    value(this: pino.Logger, bindings: pino.Bindings, options?: pino.ChildLoggerOptions): pino.Logger {
      return Reflect.apply(child, this, [censorLine(bindings, SERIALIZED_KEYS), options]);
    },
  });
  return root;
}
