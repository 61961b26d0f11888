import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '../../platform/clock.ts';
import type { RecurringScheduler } from './recurring-scheduler.ts';

const bodySchema = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * POST /api/testing/clock {"now": ISO}: moves the business clock there (it runs on from it) and runs the
 * scheduler once, answering the run's summary. Registered only with TEST_CLOCK=1, which the configuration
 * refuses in production: E2E journeys and manual checks move time with it.
 */
export function registerTestClockRoute(
  server: FastifyInstance,
  deps: { clock: MovableClock; scheduler: Pick<RecurringScheduler, 'run'> },
): void {
  server.post('/api/testing/clock', async (request, reply) => {
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'Send {"now": "<ISO date-time>"}' });
    deps.clock.moveTo(new Date(parsed.data.now));
    const summary = await deps.scheduler.run();
    return { now: deps.clock().toISOString(), ...summary };
  });
}
