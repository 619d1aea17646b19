import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm start` as a user runs it, on its own port and data folder, its output kept. */
export interface NpmStart {
  npm: ChildProcess;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
  exited: Promise<void>;
}

/**
 * Starts `npm start --silent` on the embedded store. `detached` gives it its own process group,
 * like a shell's foreground job, so that a Ctrl-C (SIGINT to the group) reaches npm, sh and node at once.
 */
export function spawnNpmStart(options: {
  port: number;
  dataDir: string;
  detached?: boolean;
  env?: NodeJS.ProcessEnv;
}): NpmStart {
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: options.detached ?? false,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      HRAPI_DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk) => (output += chunk));
  npm.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  return { npm, output: () => output, exited };
}
