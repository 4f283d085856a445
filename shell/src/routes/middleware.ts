// Route middleware (product §2, §8): named steps run before a page; `uikit-redirect` runs on every route.
export interface MiddlewareContext {
  pathname: string;
  isTestStage: boolean;
}

export type MiddlewareResult = { redirect: string } | undefined;
export type Middleware = (context: MiddlewareContext) => MiddlewareResult;

const registry: Record<string, Middleware> = {
  /** The /ui showcase exists only on a test stage; elsewhere anything under /ui goes home. */
  'uikit-redirect': ({ pathname, isTestStage }) =>
    !isTestStage && /^\/ui(\/|$)/.test(pathname) ? { redirect: '/' } : undefined,
};

export const globalMiddleware = ['uikit-redirect'];

export function runMiddleware(names: readonly string[], context: MiddlewareContext): MiddlewareResult {
  for (const name of names) {
    const middleware = registry[name];
    if (!middleware) throw Object.assign(new Error(`Unknown middleware ${name}`), { status: 500 });
    const result = middleware(context);
    if (result) return result;
  }
  return undefined;
}
