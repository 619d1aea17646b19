import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * With `--workers N`, a scrape lands on one worker; it would see a 1/N slice of the traffic. The
 * worker asks the primary, which collects every worker's registry (prom-client's aggregator:
 * counters, histograms and pool gauges are summed) and answers with the instance's totals.
 */
const REQUEST = 'hrapi:metrics-request';
const RESPONSE = 'hrapi:metrics-response';
const TIMEOUT_MS = 5_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}
interface MetricsResponse {
  type: typeof RESPONSE;
  id: number;
  text?: string;
  error?: string;
}

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

/** Primary side: answers workers' requests with the sum over every worker. */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: RESPONSE, id: message.id, text } satisfies MetricsResponse),
      (error: Error) =>
        worker.send({ type: RESPONSE, id: message.id, error: error.message } satisfies MetricsResponse),
    );
  });
}

let nextId = 0;
const pending = new Map<number, (response: MetricsResponse) => void>();
let workerSideReady = false;

/** Worker side: offers this registry to the primary's collection (once per process). */
export function offerToPrimary(registry: Registry): void {
  if (!cluster.isWorker || workerSideReady) return;
  workerSideReady = true;
  new AggregatorRegistry(); // installs prom-client's answer to the primary's collection requests
  AggregatorRegistry.setRegistries([registry]);
  process.on('message', (message: unknown) => {
    if (!isMessage<MetricsResponse>(message, RESPONSE)) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
}

/** The text to serve at /metrics: the whole instance in a cluster, this process otherwise. */
export async function instanceMetrics(registry: Registry): Promise<string> {
  if (!cluster.isWorker || !workerSideReady || !process.send) return registry.metrics();
  const id = nextId++;
  const response = await new Promise<MetricsResponse>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve({ type: RESPONSE, id, error: 'the primary did not answer' });
    }, TIMEOUT_MS);
    pending.set(id, (message) => {
      clearTimeout(timer);
      resolve(message);
    });
    process.send?.({ type: REQUEST, id } satisfies MetricsRequest);
  });
  if (response.text === undefined) throw new Error(response.error ?? 'no metrics');
  return response.text;
}
