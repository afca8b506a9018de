/**
 * XMLHttpRequest at the network edge for the upload step: the test sees what was sent and decides
 * when bytes move and what the server answers.
 */
export class FakeXhr extends EventTarget {
  static made: FakeXhr[] = [];

  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  response: Uint8Array | null = null;
  responseType = '';

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.made.push(this);
  }

  abort(): void {
    this.dispatchEvent(new Event('abort'));
  }

  getAllResponseHeaders(): string {
    return 'content-type: application/json\r\n';
  }

  /** Bytes sent so far. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }

  /** The server's answer, after the whole body has gone. */
  respond(status: number, body: unknown): void {
    this.upload.dispatchEvent(new Event('load'));
    this.status = status;
    this.response = new TextEncoder().encode(JSON.stringify(body));
    this.dispatchEvent(new Event('load'));
  }

  /** The file this request carries. */
  get file(): File | null {
    const value = this.body?.get('file');
    return value instanceof File ? value : null;
  }
}

/** Puts the fake in place of the page's XMLHttpRequest for one test. */
export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.made = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return FakeXhr;
}
