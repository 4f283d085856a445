// `?city=` must name a city of the site. Checked before the handler against the cities known (read again when the
// content changes), so an unknown city is reported in the same 400 as the other bad parameters of the request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, validationError, type FieldErrorsBody } from '../../http/errors';
import type { CityRow } from './cityParam';

const unknown = new WeakMap<FastifyRequest, string>();

/** The 400 entry of an unknown `?city=` of the request, if it has one. */
export const unknownCityError = (request: FastifyRequest): FieldErrorsBody => {
  const slug = unknown.get(request);
  return slug === undefined ? {} : { city: [messages.choice(slug)] };
};

export function registerCityCheck(app: FastifyInstance, cities: () => Promise<CityRow[]>): void {
  app.addHook('preValidation', async (request) => {
    const declared = (request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties?.city;
    const slug = (request.query as Record<string, unknown> | undefined)?.city;
    if (declared && typeof slug === 'string' && !(await cities()).some((city) => city.slug === slug)) unknown.set(request, slug);
  });
  app.addHook('preHandler', async (request) => {
    const error = unknownCityError(request);
    if (error.city) throw validationError(error);
  });
}
