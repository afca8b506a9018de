/**
 * jsdom without fetch: Node's own fetch, Request, Response and Headers are lent to the test window
 * (with Node's AbortController, which Node's Request insists on) so ky runs as in a browser.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_WEB_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
];

/**
 * A test file may run in a time zone of its own, as a browser elsewhere would (the runner's is UTC):
 * `@jest-environment-options {"timeZone": "Australia/Melbourne"}` in its first comment. Node reads TZ when it changes.
 */
class PortalTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.timeZone = config.projectConfig.testEnvironmentOptions?.timeZone;
    for (const name of NODE_WEB_GLOBALS) this.global[name] = globalThis[name];
    // As in a browser, a relative URL ('/api/…') resolves against the page's address.
    const page = this.global;
    const absolute = (input) =>
      typeof input === 'string' || input instanceof page.URL ? new URL(String(input), page.location.href).href : input;
    this.global.Request = class PageRequest extends globalThis.Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    this.global.fetch = (input, init) => globalThis.fetch(absolute(input), init);
  }

  async setup() {
    await super.setup();
    if (!this.timeZone) return;
    this.runnerTimeZone = process.env.TZ;
    process.env.TZ = this.timeZone;
  }

  async teardown() {
    if (this.timeZone) {
      // The worker runs other files next: they get the runner's zone back.
      if (this.runnerTimeZone === undefined) delete process.env.TZ;
      else process.env.TZ = this.runnerTimeZone;
    }
    await super.teardown();
  }
}

module.exports = PortalTestEnvironment;
