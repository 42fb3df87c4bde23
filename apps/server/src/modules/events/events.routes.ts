import { liveEventNames, liveOrderChangeSchema } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import { eventStreamAnswer } from '../../plugins/api-doc/media.ts';
import { sessionOf, signedInUser } from '../../plugins/auth.ts';
import { HEARTBEAT_MS, type LiveEvents, MAX_STREAMS_PER_USER } from './live-events.ts';

/** `GET /api/events`: the signed-in user's server-sent event stream of order changes. */
export async function eventsRoutes(app: FastifyInstance, { liveEvents }: { liveEvents: LiveEvents }) {
  app.get(
    '/events',
    {
      onRequest: app.requireUser,
      // A HEAD would open a stream that nobody reads.
      exposeHeadRoute: false,
      schema: {
        tags: ['events'],
        description:
          'A server-sent event stream of changes to the signed-in user’s orders (every order for an admin). ' +
          'Each `order` event carries `{ orderId, kind }` (`liveOrderChangeSchema`); a `resync` event asks ' +
          'the client to read everything again. Send the last event id back in `Last-Event-ID` to be ' +
          `replayed what was missed. A comment arrives every ${HEARTBEAT_MS / 1000} seconds; the stream ends when the session does. ` +
          `At most ${MAX_STREAMS_PER_USER} streams per account on one server (429 beyond).`,
      },
      config: {
        // A Last-Event-ID that is not one of this stream's ids is a 400.
        errors: ['rate_limited', 'validation_failed'],
        media: {
          answer: eventStreamAnswer('The stream, open until the session ends or the client leaves.', {
            [liveEventNames.order]: liveOrderChangeSchema,
            [liveEventNames.resync]: null,
          }),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { sessionId } = sessionOf(request);
      const lastEventId = request.headers['last-event-id'];
      const body = await liveEvents.open(
        user,
        sessionId,
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
      // The client may have gone while the missed changes were read.
      if (reply.raw.destroyed) body.destroy();
      else reply.raw.once('close', () => body.destroy());
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // nginx and its kind would otherwise hold the events back to fill a buffer.
          .header('x-accel-buffering', 'no')
          .send(body)
      );
    },
  );
}
