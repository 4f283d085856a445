// jsdom plus Node's own fetch: the forms' component tests talk to a real HTTP server started in the test.
// jsdom has no fetch; Node's fetch only serialises Node's FormData and accepts Node's AbortSignal, so those
// come along too (the app code uses the globals, exactly as in a browser).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const node = globalThis;
    Object.assign(this.global, {
      fetch: node.fetch,
      Request: node.Request,
      Response: node.Response,
      Headers: node.Headers,
      FormData: node.FormData,
      AbortController: node.AbortController,
      AbortSignal: node.AbortSignal,
    });
  }
}

module.exports = JsdomWithFetch;
