import type { FastifyInstance } from 'fastify';

/**
 * The home of the server's scheduled work: a job runs once when the app is ready and then every `everyMs`,
 * never twice at once in one process (a run still going when the next is due is simply skipped), and stops
 * with the app, which waits for a run in progress to end. Running on several instances at once is the job's
 * own concern (row locks).
 */
export function scheduleJob(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error, job: name }, 'scheduled job failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
