import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { loadedRemotePage, loadRemotePage, remotePageId, type RemotePageRef } from './remote-pages';
import { RemoteBoundary } from './RemoteBoundary';
import { messages } from '../texts';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per page, kept across visits; a retry replaces it so the load really happens again.
 * A page loaded before the first render (a pre-rendered one) is rendered directly, so it replaces its
 * pre-rendered markup without passing through the loading state.
 */
function remotePageComponent(ref: RemotePageRef, fresh: boolean): ComponentType {
  const id = remotePageId(ref);
  const loaded = fresh ? undefined : loadedRemotePage(ref);
  if (loaded) return loaded.default;
  let page = pages.get(id);
  if (!page || fresh) {
    page = lazy(() => loadRemotePage(ref));
    pages.set(id, page);
  }
  return page;
}

/** Test seam: forget every page, as on a fresh load. */
export function resetRemotePages(): void {
  pages.clear();
}

export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      {messages.loading}
    </p>
  );
}

/** Renders a remote's page inside its own error boundary and Suspense. */
export function RemotePage({ page }: { page: RemotePageRef }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const id = remotePageId(page);
  // A lazy component per page and per retry, by design: a new attempt must start a new load.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => remotePageComponent(page, attempt > 0), [id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return (
    <RemoteBoundary area={id} resetKey={pathname} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazy by design, see above */}
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
