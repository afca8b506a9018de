/** One stand-in answer of `answerApi`: a status and the JSON body the server would send (none for an empty one). */
export type StoryAnswer = { status: number; body?: unknown };

/**
 * A stand-in API for stories whose screens call the API themselves (call it from a story's `beforeEach`; it returns
 * the undo): `fetch` to a listed API path, keyed `'/auth/x'` or, by method, `'POST /auth/x'` (without `/api`), is
 * answered in the browser after a short pause, so a story shows the confirmation or the server's error. Any other
 * call gets a 404 saying so: a story never reaches a real server.
 */
export function answerApi(answers: Readonly<Record<string, StoryAnswer>>): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const answer = answers[`${method.toUpperCase()} ${path}`] ??
      answers[path] ?? { status: 404, body: { success: false, message: 'Not available in Storybook.' } };
    await new Promise((resolve) => setTimeout(resolve, 400));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
