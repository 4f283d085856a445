// A feature is a Fastify plugin: `app.ts` registers it with the context, and every route it adds carries the
// feature's tag in the OpenAPI document (and, where it reads the visitor's session, the session's security).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../appContext';

export interface FeatureOptions {
  ctx: AppContext;
}

export type Feature = FastifyPluginAsyncTypebox<FeatureOptions>;

export interface FeatureMeta {
  /** the document's tag of every route of the feature (see `openApi.ts`, TAGS) */
  tag: string;
  /** the routes belong to the visitor's session (the `sessionid` cookie) */
  session?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route reads or writes the visitor's session */
    session?: boolean;
  }
}

/** `routes` as a feature plugin: its routes are tagged `meta.tag` (unless they name their own). */
export function feature(meta: FeatureMeta, routes: Feature): Feature {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: route.schema?.tags ?? [meta.tag] };
      if (meta.session) route.config = { ...route.config, session: true };
    });
    await routes(app, options);
  };
}
