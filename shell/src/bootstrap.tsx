import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PRERENDERED_PAGE_ATTRIBUTE } from '@portal/shared';
import { App } from './app/App';
import { PrerenderTakeover } from './federation/PrerenderTakeover';
import { loadRemotePage, parseRemotePageId } from './federation/remote-pages';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('The shell page has no #root element.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
    <PrerenderTakeover root={root} />
  </StrictMode>
);

const prerendered = parseRemotePageId(root.getAttribute(PRERENDERED_PAGE_ATTRIBUTE));
if (prerendered) {
  // The server sent this page already rendered: it stays on screen until the app can render the same
  // page in one go (a failed load renders as usual and shows the error), a step at a time, so the
  // page answers input while it does; PrerenderTakeover then replays the clicks made meanwhile.
  void loadRemotePage(prerendered)
    .catch(() => undefined)
    .then(() => startTransition(() => createRoot(root).render(app)));
} else {
  createRoot(root).render(app);
}
