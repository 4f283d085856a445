import type { FastifyInstance } from 'fastify';
import { arrive, onBehalfOf, type Arrival } from '../db/fairTurns';

declare module 'fastify' {
  interface FastifyRequest {
    /** Its place in line at the database (PGlite). */
    arrival: Arrival;
  }
}

/**
 * Every request takes its place in line as it arrives (a write unless it is a GET or HEAD), and the database uses
 * made on its behalf keep that place (`db/fairTurns.ts`). Reading a body runs outside the request's async context, so the place is handed on again
 * once the body is read.
 */
export function registerArrivalOrder(app: FastifyInstance): void {
  app.decorateRequest('arrival');
  app.addHook('onRequest', (request, _reply, done) => {
    request.arrival = arrive(request.method !== 'GET' && request.method !== 'HEAD');
    onBehalfOf(request.arrival, done);
  });
  app.addHook('preValidation', (request, _reply, done) => onBehalfOf(request.arrival, done));
}
