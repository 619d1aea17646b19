import type { Command } from 'commander';
import { loadConfig } from '../../config.ts';
import { runFirstStart } from '../../demo/first-start.ts';
import { startServer } from '../../server.ts';
import { UsageError } from '../output.ts';

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('run the HTTP server (PORT, HOST, DATABASE_URL, HRAPI_DATA_DIR, REDIS_URL, LOG_LEVEL)')
    .option('--port <n>', 'port to listen on (overrides PORT)')
    .action(async (options: { port?: string }) => {
      const config = loadConfig();
      if (options.port !== undefined) {
        const port = Number(options.port);
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          throw new UsageError('--port must be 0..65535');
        config.port = port;
      }
      const server = await startServer(config, {
        handleSignals: true,
        // A failed demo must not stop the server: it is a convenience, not part of serving.
        onListening: (running) =>
          runFirstStart(running.store, config, running.address).then(
            () => undefined,
            (error) => running.app.log.warn({ err: error }, 'the first-start demo could not be created'),
          ),
      });
      server.app.log.info(
        `listening on ${server.address} (${server.store.engine} store at ${server.store.location})`,
      );
    });
}
