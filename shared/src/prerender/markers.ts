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

/**
 * The same script records what is typed or ticked in the pre-rendered fields (the latest of each field typed into
 * or focused, by its position among #root's inputs) and which of them holds the focus: the app renders its own
 * fields over the markup a step at a time, and what is typed while it does lands in markup about to be replaced.
 * A field left for another element is no longer focused; one left for none, once the blur is over, unless it was
 * left by being replaced (Chromium blurs a focused field as it removes it).
 */
export const PRERENDER_EARLY_TYPING = '__portalEarlyTyping';
export type EarlyTypedField = { index: number; name: string; type: string; value: string; checked: boolean };
export type EarlyTyping = { fields: Record<number, EarlyTypedField>; focus: number | null };

/** The recording half, as the server writes it into the head of a pre-rendered page. */
export const PRERENDER_RECORDER = `(function(){\
var q=window.${PRERENDER_EARLY_CLICKS}=[],t=window.${PRERENDER_EARLY_TYPING}={fields:{},focus:null};\
function at(e,s){var r=document.getElementById('root');var n=e.target instanceof Element?e.target.closest(s):null;\
if(!r||!n||!r.hasAttribute('${PRERENDERED_PAGE_ATTRIBUTE}')||!r.contains(n))return null;\
return {n:n,i:Array.prototype.indexOf.call(r.querySelectorAll(s),n)};}\
document.addEventListener('click',function(e){var b=at(e,'button');if(b)q.push({index:b.i,text:b.n.textContent});},true);\
function typed(e){var f=at(e,'input');if(f)t.fields[f.i]={index:f.i,name:f.n.name,type:f.n.type,value:f.n.value,checked:f.n.checked};return f;}\
document.addEventListener('input',typed,true);document.addEventListener('change',typed,true);\
document.addEventListener('focusin',function(e){var f=typed(e);if(f)t.focus=f.i;},true);\
document.addEventListener('focusout',function(e){var f=at(e,'input');if(!f)return;\
function left(){if(t.focus===f.i&&f.n.isConnected)t.focus=null;}if(e.relatedTarget)left();else setTimeout(left);},true);\
})();`;
