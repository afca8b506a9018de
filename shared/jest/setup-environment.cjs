// What jsdom lacks and React 19 + antd 6 need (TOOLCHAIN.md "Tests"). Runs before each test file.
const { TextEncoder, TextDecoder } = require('node:util');

globalThis.TextEncoder = TextEncoder;
globalThis.TextDecoder = TextDecoder;

// antd's responsive helpers ask matchMedia; jsdom has none. Nothing ever matches.
window.matchMedia = (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});

// MessageChannel on timers captured now, so fake timers in a test never freeze it.
// (A worker_threads MessageChannel keeps Jest alive forever after the run.)
const realSetTimeout = globalThis.setTimeout;
class TimerMessagePort {
  constructor() {
    this.onmessage = null;
    this.other = null;
  }
  postMessage(data) {
    const target = this.other;
    realSetTimeout(() => target && target.onmessage && target.onmessage({ data }), 0);
  }
  start() {}
  close() {
    this.onmessage = null;
  }
  addEventListener(type, listener) {
    if (type === 'message') this.onmessage = listener;
  }
  removeEventListener(type) {
    if (type === 'message') this.onmessage = null;
  }
}
globalThis.MessageChannel = class MessageChannel {
  constructor() {
    this.port1 = new TimerMessagePort();
    this.port2 = new TimerMessagePort();
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
};

// The api client reads its base from this meta (runtime config); Node's fetch needs an absolute URL.
const apiBase = document.createElement('meta');
apiBase.name = 'portal-api-base';
apiBase.content = `${window.location.origin}/api`;
document.head.appendChild(apiBase);
