import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Store } from '../../db/store.ts';
import { loggable } from '../../shared/loggable.ts';
import { sweepExpiredArtifacts } from './adapter.ts';
import { loadServerKeys } from './server-keys.ts';

/**
 * What the authorization server needs of the app that serves it (the Fastify instance is one, as
 * oauth.routes.ts installs it): the configuration, the store, the log, and where it listens.
 */
export interface OAuthHost {
  readonly config: Pick<Config, 'publicUrl' | 'port' | 'trustProxy'>;
  readonly store: Pick<Store, 'db'>;
  readonly log: FastifyBaseLogger;
  readonly server: { address(): AddressInfo | string | null };
}

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The authorization server, built on first use: its issuer may be the address the server listens
 * on (no HRAPI_PUBLIC_URL), known only once it listens, and its keys come from the store.
 */
export class OAuthServer {
  private provider: Promise<Provider> | undefined;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly app: OAuthHost) {}

  issuer(): string {
    const configured = this.app.config.publicUrl;
    if (configured) return configured;
    const address = this.app.server.address() as AddressInfo | null;
    const host =
      address && address.family === 'IPv6' ? `[${address.address}]` : (address?.address ?? 'localhost');
    return `http://${host}:${address?.port ?? this.app.config.port}`;
  }

  get(): Promise<Provider> {
    this.provider ??= Promise.all([loadServerKeys(this.app.store.db), import('./provider.ts')]).then(
      ([keys, { createProvider }]) => {
        const provider = createProvider({
          db: this.app.store.db,
          issuer: this.issuer(),
          keys,
          proxy: this.app.config.trustProxy !== false,
        });
        provider.on('server_error', (_ctx, error) =>
          this.app.log.error({ err: loggable(error) }, 'oauth server error'),
        );
        return provider;
      },
    );
    this.provider.catch(() => {
      this.provider = undefined;
    });
    return this.provider;
  }

  startSweeper(): void {
    this.sweeper = setInterval(() => {
      sweepExpiredArtifacts(this.app.store.db).catch((error) =>
        this.app.log.warn({ err: loggable(error) }, 'oauth artifact sweep failed'),
      );
    }, SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  stopSweeper(): void {
    clearInterval(this.sweeper);
  }
}
