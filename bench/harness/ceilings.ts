/** The parent's side of the ceilings: forks ceiling-server.ts on the product's store. */
import { fork } from 'node:child_process';
import path from 'node:path';

export interface Ceilings {
  pid: number;
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** Keeps the product's answer for (A) under `/a/<name>`. */
  keep(name: string, body: string): Promise<void>;
  close(): void;
}

export async function startCeilings(storeEnv: Record<string, string>): Promise<Ceilings> {
  const child = fork(path.join(import.meta.dirname, 'ceiling-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...storeEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the ceiling server did not start')), 30_000);
    child.once('message', (message: { listening?: string }) => {
      clearTimeout(timer);
      if (message.listening) resolve(message.listening);
      else reject(new Error('the ceiling server did not start'));
    });
    child.once('exit', (code) => reject(new Error(`the ceiling server exited ${code}`)));
  });
  return {
    pid: child.pid ?? 0,
    base,
    keep(name, body) {
      return new Promise((resolve) => {
        const onMessage = (message: { kept?: string }) => {
          if (message.kept !== name) return;
          child.off('message', onMessage);
          resolve();
        };
        child.on('message', onMessage);
        child.send({ name, body });
      });
    },
    close() {
      child.disconnect();
    },
  };
}
