/**
 * The load generator of `bench/privacy.ts`, in its own process so that its work is not the
 * server's nor the orchestrator's: on each message `{ port, secret, seconds }`, `concurrency`
 * loops read every page of 100 collaborators in turn for that long, then it answers the requests
 * per second. Exits when its parent disconnects.
 */
export interface LoadOrder {
  port: number;
  secret: string;
  organizationId: string;
  collaborators: number;
  concurrency: number;
  seconds: number;
}

async function load(order: LoadOrder): Promise<number> {
  const pages = Math.max(1, Math.ceil(order.collaborators / 100));
  const started = Date.now();
  const end = started + order.seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: order.concurrency }, async (_, worker) => {
      let page = worker % pages;
      while (Date.now() < end) {
        const response = await fetch(
          `http://127.0.0.1:${order.port}/api/public/v1/organizations/${order.organizationId}/collaborators?limit=100&page=${page + 1}`,
          { headers: { authorization: `Bearer ${order.secret}` } },
        );
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`status ${response.status}`);
        done++;
        page = (page + 1) % pages;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

process.on('message', (order: LoadOrder) => {
  load(order).then(
    (perSecond) => process.send?.({ perSecond }),
    (error: Error) => process.send?.({ error: error.message }),
  );
});
process.on('disconnect', () => process.exit(0));
