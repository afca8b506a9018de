import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import '../components/site.css';

export { answerApi, type StoryAnswer } from '@portal/shared/testing/story-api';

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
