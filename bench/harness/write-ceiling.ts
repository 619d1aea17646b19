/** The parent's side of the write ceiling (B): forks write-ceiling-server.ts on the product's store. */
import { fork } from 'node:child_process';
import path from 'node:path';
import type { Ceilings } from './ceilings.ts';
import type { WriteTemplate } from './write-templates.ts';

export interface WriteCeiling extends Ceilings {
  /** Gives the server the statements it replays per kind of write. */
  use(templates: WriteTemplate[]): Promise<void>;
}

export async function startWriteCeiling(storeEnv: Record<string, string>): Promise<WriteCeiling> {
  const child = fork(path.join(import.meta.dirname, 'write-ceiling-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...storeEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // The captured parameters may hold a bigint (a sequence) or a Buffer.
    serialization: 'advanced',
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the write ceiling did not start')), 30_000);
    child.once('message', (message: { listening?: string }) => {
      clearTimeout(timer);
      if (message.listening) resolve(message.listening);
      else reject(new Error('the write ceiling did not start'));
    });
    child.once('exit', (code) => reject(new Error(`the write ceiling exited ${code}`)));
  });
  return {
    pid: child.pid ?? 0,
    base,
    keep: async () => {},
    use(templates) {
      return new Promise((resolve) => {
        child.once('message', () => resolve());
        child.send({ templates });
      });
    },
    close() {
      child.disconnect();
    },
  };
}
