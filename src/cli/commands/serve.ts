import cluster from 'node:cluster';
import type { Command } from 'commander';
import { type Config, loadConfig, workersOf } from '../../config.ts';
import type { Store } from '../../db/store.ts';
import { runPrimary, workerCount } from '../../http/ops/cluster.ts';
import { missingStartSettings } from '../../http/ops/heap.ts';
import { runFirstStart } from '../../seed/first-start.ts';
import { startServer } from '../../server.ts';
import { boundHeapGrowth } from '../../shared/heap-growth.ts';
import { openMigratedStore } from '../../startup.ts';
import { UsageError } from '../output.ts';

/** A failed demo must not stop the server: it is a convenience, not part of serving. */
async function firstStart(store: Store, config: Config, address: string, warn: (error: unknown) => void) {
  await runFirstStart(store, config, address).catch(warn);
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('run the HTTP server (PORT, HOST, DATABASE_URL, HRAPI_DATA_DIR, REDIS_URL, LOG_LEVEL)')
    .option('--port <n>', 'port to listen on (overrides PORT)')
    .option(
      '--workers <n>',
      'processes sharing the port: a number, or 0 / auto for one per core (overrides HRAPI_WORKERS)',
    )
    .action(async (options: { port?: string; workers?: string }) => {
      boundHeapGrowth();
      const missing = missingStartSettings();
      const config = loadConfig();
      if (options.port !== undefined) {
        const port = Number(options.port);
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new UsageError('--port must be 0..65535');
        config.port = port;
      }
      const workers =
        options.workers === undefined ? config.workers : workersOf(options.workers, '--workers');
      const warn = (error: unknown) =>
        process.stderr.write(`the first-start demo could not be created: ${String(error)}\n`);

      if (cluster.isPrimary && workerCount(workers) > 1) {
        // The demo is created once, by the primary, before any worker serves.
        const store = await openMigratedStore(config);
        try {
          await firstStart(store, config, `http://${config.host}:${config.port}`, warn);
        } finally {
          await store.close();
        }
        await runPrimary(config, workers);
        return;
      }
      const server = await startServer(config, {
        handleSignals: true,
        onListening: cluster.isWorker
          ? undefined
          : (running) => firstStart(running.store, config, running.address, warn),
      });
      server.app.log.info(
        `listening on ${server.address} (${server.store.engine} store at ${server.store.location})`,
      );
      if (missing.length > 0) {
        server.app.log.warn(
          `started without ${missing.join(' ')}: memory may reach 30-60 MiB more (npm start and the image set them; docs/operations.md, Memory)`,
        );
      }
    });
}
