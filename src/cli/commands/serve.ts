import cluster from 'node:cluster';
import type { Command } from 'commander';
import { loadConfig, workersOf } from '../../config.ts';
import { runPrimary, workerCount } from '../../ops/cluster.ts';
import { startServer } from '../../server.ts';
import { UsageError } from '../output.ts';

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
      const config = loadConfig();
      if (options.port !== undefined) {
        const port = Number(options.port);
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new UsageError('--port must be 0..65535');
        config.port = port;
      }
      const workers =
        options.workers === undefined ? config.workers : workersOf(options.workers, '--workers');
      if (cluster.isPrimary && workerCount(workers) > 1) {
        await runPrimary(config, workers);
        return;
      }
      const server = await startServer(config, { handleSignals: true });
      server.app.log.info(
        `listening on ${server.address} (${server.store.engine} store at ${server.store.location})`,
      );
    });
}
