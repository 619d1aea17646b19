import { spawn } from 'node:child_process';
import path from 'node:path';

const BIN = path.resolve(import.meta.dirname, '../../bin/hrapi');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `bin/hrapi` as a user would, with the store chosen by `env`. */
export function runCli(
  args: string[],
  env: Record<string, string | undefined>,
  stdin?: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}

/** The environment that points the CLI at a test store's engine and location. */
export function storeEnv(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Record<string, string> {
  return config.databaseUrl
    ? { DATABASE_URL: config.databaseUrl }
    : { DATABASE_URL: '', HRAPI_DATA_DIR: config.dataDir };
}
