/* Browser APIs jsdom lacks, installed before each test file. */
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's responsive helpers read matchMedia; jsdom has none. Width queries are answered against
// window.innerWidth (jsdom: 1024, a desktop) so a test can resize to check the mobile layout.
function mediaMatches(query) {
  const width = window.innerWidth;
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}
window.matchMedia = (query) => ({
  get matches() {
    return mediaMatches(query);
  },
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
});

// antd's Table and other measured components observe their size; jsdom does no layout, so nothing is ever reported.
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = InertResizeObserver;
window.ResizeObserver = InertResizeObserver;

// React's scheduler posts to a MessageChannel. Built on setTimeout: a worker_threads port keeps Jest alive forever.
class TimeoutMessagePort {
  constructor() {
    this.onmessage = null;
    this.other = null;
  }
  postMessage(data) {
    const target = this.other;
    setTimeout(() => target && typeof target.onmessage === 'function' && target.onmessage({ data }), 0);
  }
  start() {}
  close() {
    this.other = null;
  }
  addEventListener(type, listener) {
    if (type === 'message') this.onmessage = listener;
  }
  removeEventListener() {
    this.onmessage = null;
  }
}
class TimeoutMessageChannel {
  constructor() {
    this.port1 = new TimeoutMessagePort();
    this.port2 = new TimeoutMessagePort();
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
globalThis.MessageChannel = TimeoutMessageChannel;
window.MessageChannel = TimeoutMessageChannel;

// antd's Modal measures the scrollbar with getComputedStyle(element, '::-webkit-scrollbar'); jsdom implements no
// pseudo-elements and logs an error for each call. The element's own style is the answer jsdom can give.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => elementStyle(element);
