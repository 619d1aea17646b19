import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db/store.ts';
import { loggable } from '../http/error-handler.ts';
import { claimDueDeliveries, enqueueChanges, recordAttempt } from './deliveries.ts';
import { postEvent } from './send.ts';
import { signedHeaders } from './signature.ts';
import { resolveDeliveryAddress, type UrlPolicy } from './url-guard.ts';

export interface WebhookSettings {
  /** Seconds before each retry; after the last retry fails the endpoint is disabled. */
  retrySeconds: readonly number[];
  policy: UrlPolicy;
  /** A receiver that has not answered by then has failed the attempt. */
  timeoutMs?: number;
  /** Between passes. */
  pollMs?: number;
  clock?: () => Date;
}

export interface WebhookDispatcher {
  /** One pass: enqueue new changes for every active endpoint, then send what is due. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The delivery loop of each server process. Every instance runs it; the store decides who sends
 * what (SKIP LOCKED and leases), so several instances never send the same attempt twice, and
 * deliveries waiting in the store go out after a restart.
 */
export function startWebhookDispatcher(
  store: Store,
  settings: WebhookSettings,
  log: Pick<FastifyBaseLogger, 'warn'>,
): WebhookDispatcher {
  const clock = settings.clock ?? (() => new Date());
  const timeoutMs = settings.timeoutMs ?? 10_000;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    const endpoints = await store.db
      .selectFrom('webhook_endpoints')
      .select(['organization_id', 'id'])
      .where('status', '=', 'active')
      .execute();
    for (const endpoint of endpoints) {
      if (stopped) return;
      await enqueueChanges(store, endpoint.organization_id, endpoint.id);
    }
    const due = await claimDueDeliveries(store, clock());
    await Promise.all(
      due.map(async (delivery) => {
        const target = await resolveDeliveryAddress(delivery.url, settings.policy);
        const result = target.ok
          ? await postEvent(
              delivery.url,
              target,
              signedHeaders(delivery.secrets, delivery.id, delivery.payload, clock()),
              delivery.payload,
              timeoutMs,
            )
          : { statusCode: null, latencyMs: 0, excerpt: null, error: `refused: the URL ${target.problem}` };
        await recordAttempt(store, delivery, result, settings.retrySeconds, clock());
      }),
    );
  };

  const runOnce = () => {
    running = running.then(pass).catch((error) => {
      log.warn({ err: loggable(error) }, 'webhook pass failed; retrying at the next one');
    });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void runOnce();
  }, settings.pollMs ?? 1000);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
