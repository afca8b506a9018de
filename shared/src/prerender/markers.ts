/**
 * Build-time pre-render (PrerenderPlugin in federation/index.cjs): what the builds write, the server
 * composes and the shell reads.
 */

/** Where a pre-rendered frame (the shell's layout) holds the page: the server puts the page's markup there. */
export const PRERENDER_OUTLET = '<div data-prerender-outlet=""></div>';

/** On the shell's #root when the server filled it: the remote page (`mfe_public/Landing`) that was pre-rendered. */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered';

/**
 * Buttons in pre-rendered markup do nothing until the app takes over. A small script the server puts in
 * the page records their clicks here (which button, by its position among #root's buttons, and its text);
 * the shell replays them once it has rendered the same page, so no early click is lost.
 */
export const PRERENDER_EARLY_CLICKS = '__portalEarlyClicks';
export type EarlyClick = { index: number; text: string | null };

/** The recording half, as the server writes it into the head of a pre-rendered page. */
export const PRERENDER_CLICK_RECORDER = `(function(){var q=window.${PRERENDER_EARLY_CLICKS}=[];document.addEventListener('click',function(e){var r=document.getElementById('root');var b=e.target instanceof Element?e.target.closest('button'):null;if(!r||!b||!r.hasAttribute('${PRERENDERED_PAGE_ATTRIBUTE}')||!r.contains(b))return;q.push({index:Array.prototype.indexOf.call(r.querySelectorAll('button'),b),text:b.textContent});},true);})();`;
