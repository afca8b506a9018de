import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import '../components/site.css';

export type StoryAnswer = { status: number; body?: unknown };

/**
 * A stand-in API for the form stories (call it from a story's `beforeEach`): `fetch` to the listed API
 * paths is answered in the browser after a short pause, so a story shows the confirmation or the server's error.
 */
export function answerApi(answers: Record<string, StoryAnswer>) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const answer = answers[url.pathname.replace(/^\/api/, '')] ?? {
      status: 404,
      body: { success: false, message: 'Not available in Storybook.' },
    };
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

/** Public pieces inside a router (at `url`, when the piece reads it) and a fresh SWR cache, with the site's look. */
export function PublicStory({ children, url = '/' }: { children: ReactNode; url?: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[url]}>
        <div className="site-page">{children}</div>
      </MemoryRouter>
    </SWRConfig>
  );
}
