import { REQUEST_TIMEOUT_MS } from '@portal/shared';

/** Share of the body sent so far, 0 to 100. */
export type UploadProgress = (percent: number) => void;

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for ky that sends `body` through XMLHttpRequest, whose upload events report progress
 * (Chromium streams a fetch body only over HTTP/2, so ky's own `onUploadProgress` fails on HTTP/1.1).
 * ky still adds the token and handles 401 and errors. The request is dropped once nothing has moved
 * for the spec's 20 s request timeout, so a large file on a slow line is not cut off while it is sending.
 */
export function uploadFetch(body: FormData, onProgress: UploadProgress, idleMs = REQUEST_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      let idle: ReturnType<typeof setTimeout> | undefined;
      const stop = () => clearTimeout(idle);
      const arm = () => {
        stop();
        idle = setTimeout(() => xhr.abort(), idleMs);
      };

      xhr.open(request.method, request.url);
      // The browser writes the multipart boundary itself.
      request.headers.forEach((value, name) => {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'arraybuffer';
      xhr.upload.addEventListener('progress', (event) => {
        arm();
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      });
      xhr.upload.addEventListener('load', () => {
        onProgress(100);
        arm();
      });
      xhr.addEventListener('load', () => {
        stop();
        resolve(
          new Response(xhr.status === 204 ? null : (xhr.response as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      });
      xhr.addEventListener('error', () => {
        stop();
        reject(new TypeError('Network request failed'));
      });
      xhr.addEventListener('abort', () => {
        stop();
        reject(new DOMException('The upload was stopped.', 'AbortError'));
      });
      request.signal.addEventListener('abort', () => xhr.abort());

      arm();
      xhr.send(body);
    });
  };
}
