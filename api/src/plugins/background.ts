import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Task = { name: string; run: () => Promise<unknown>; intervalMs: number };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `run` every `intervalMs` (the first pass at start) while the server is up, one pass at a time.
     * Only a started server runs them (`run: true`); tests call the task itself.
     */
    background(name: string, run: () => Promise<unknown>, intervalMs: number): void;
  }
}

/** The server's periodic work (mail outbox, clean-ups): started when the app is ready, finished before it closes. */
export default fp(
  async function background(app: FastifyInstance, options: { run: boolean }) {
    const tasks: Task[] = [];
    const timers = new Set<NodeJS.Timeout>();
    const running = new Set<Promise<unknown>>();
    let stopped = false;

    app.decorate('background', (name: string, run: () => Promise<unknown>, intervalMs: number) => {
      tasks.push({ name, run, intervalMs });
    });

    const schedule = (task: Task, delayMs: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        const pass = task
          .run()
          .catch((error: unknown) => app.log.error({ err: error, task: task.name }, 'Background task failed'))
          .finally(() => {
            running.delete(pass);
            if (!stopped) schedule(task, task.intervalMs);
          });
        running.add(pass);
      }, delayMs);
      timers.add(timer);
    };

    if (!options.run) return;
    app.addHook('onReady', async () => {
      for (const task of tasks) schedule(task, 0);
    });
    // preClose runs before any onClose, so a pass in progress finishes while the database is still open.
    app.addHook('preClose', async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    });
  },
  { name: 'background' },
);
