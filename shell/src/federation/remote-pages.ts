import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { isRemoteName, type RemoteName } from '@portal/shared';

/** A page a remote exposes: `{ remote: 'mfe_onboarding', module: 'Login' }` is `mfe_onboarding/Login`. */
export type RemotePageRef = { remote: RemoteName; module: string };
export type RemotePageModule = { default: ComponentType };

/** Where the remotes are is learnt at run time, so a remote is replaced without rebuilding the shell. */
export const REMOTE_MAP_URL = '/remotes.json';
const RETRY_DELAY_MS = 600;
/** How long one attempt at a remote page may take (its manifest, entry and page files) before the user is told. */
export const REMOTE_LOAD_TIMEOUT_MS = 12_000;
const REMOTE_FAILURE = Symbol.for('portal.remoteFailure');

type RemoteFailureModule = RemotePageModule & { [REMOTE_FAILURE]: unknown };

export const remotePageId = (ref: RemotePageRef): string => `${ref.remote}/${ref.module}`;

/**
 * A remote page that could not be loaded (its host down, refusing, answering nonsense, or `slow`: no answer in
 * REMOTE_LOAD_TIMEOUT_MS): the area's boundary says so in the user's words; the runtime's own error, with its URLs and
 * codes, goes to the console (`cause`).
 */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly pageId: string,
    readonly slow: boolean,
    options?: { cause?: unknown },
  ) {
    super(`${pageId} could not be loaded${slow ? ` within ${REMOTE_LOAD_TIMEOUT_MS} ms` : ''}.`, options);
  }
}

function isRemoteFailure(module: unknown): module is RemoteFailureModule {
  return typeof module === 'object' && module !== null && REMOTE_FAILURE in module;
}

/**
 * errorLoadRemote hook: a remote that cannot load hands back a fallback module instead of a bare rejection.
 * Its page throws the original error, so the area's error boundary shows what failed; the loader below
 * recognises the fallback and retries first. Manifest errors ('afterResolve') fall through to 'onLoad'.
 */
export const remoteFailurePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-remote-failure',
  errorLoadRemote(args) {
    if (args.lifecycle !== 'onLoad') return undefined;
    console.error(`Remote page ${args.id} could not be loaded.`, args.error);
    const error = args.error instanceof Error ? args.error : new Error(String(args.error));
    const FailedRemotePage = (): never => {
      throw error;
    };
    const fallback: RemoteFailureModule = { default: FailedRemotePage, [REMOTE_FAILURE]: error };
    return fallback;
  },
});

/** `{ "mfe_public": "/remotes/mfe-public/mf-manifest.json", … }`, checked before use. */
export async function fetchRemoteMap(): Promise<Record<string, string>> {
  const response = await fetch(REMOTE_MAP_URL);
  if (!response.ok) throw new Error(`${REMOTE_MAP_URL} answered ${response.status}.`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`${REMOTE_MAP_URL} is not a map of remote names to manifest URLs.`);
  }
  const map: Record<string, string> = {};
  for (const [name, entry] of Object.entries(body)) {
    if (typeof entry !== 'string' || entry.length === 0)
      throw new Error(`${REMOTE_MAP_URL}: ${name} has no manifest URL.`);
    map[name] = entry;
  }
  return map;
}

let registration: Promise<void> | null = null;

/** Registers the remotes once per page; a failed attempt is forgotten so the next load asks again. */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= (async () => {
    const map = await fetchRemoteMap();
    registerPlugins([remoteFailurePlugin()]);
    registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
  })().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

/** Test seam: start again as on a fresh page. */
export function resetRemoteRegistration(): void {
  registration = null;
  loadedPages.clear();
}

async function loadOnce(id: string): Promise<RemotePageModule> {
  const module = await loadRemote<RemotePageModule>(id);
  if (isRemoteFailure(module)) throw module[REMOTE_FAILURE];
  if (!module || (typeof module.default !== 'function' && typeof module.default !== 'object')) {
    throw new Error(`${id} has no page component as its default export.`);
  }
  return module;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const loadedPages = new Map<string, RemotePageModule>();

/** One attempt: registration and the page, given up (as `slow`) after REMOTE_LOAD_TIMEOUT_MS. */
async function attempt(id: string): Promise<RemotePageModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(id, true)), REMOTE_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ensureRemotesRegistered().then(() => loadOnce(id)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads a remote page, retrying once after a short pause (a deploy swapping files, a dropped request); not after a
 * time-out, which the user is told about at once. A failure is a RemoteLoadError.
 */
export async function loadRemotePage(ref: RemotePageRef): Promise<RemotePageModule> {
  const id = remotePageId(ref);
  let module: RemotePageModule;
  try {
    module = await attempt(id);
  } catch (firstError) {
    if (firstError instanceof RemoteLoadError) throw firstError;
    console.warn(`Remote page ${id} failed to load; retrying once.`, firstError);
    await wait(RETRY_DELAY_MS);
    try {
      module = await attempt(id);
    } catch (error) {
      console.error(`Remote page ${id} could not be loaded.`, error);
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, false, { cause: error });
    }
  }
  loadedPages.set(id, module);
  return module;
}

/** A page already loaded on this page view, so it renders at once instead of through Suspense. */
export const loadedRemotePage = (ref: RemotePageRef): RemotePageModule | undefined =>
  loadedPages.get(remotePageId(ref));

/** `mfe_public/Landing` → its page reference; null for anything else (the attribute comes from the HTML). */
export function parseRemotePageId(id: string | null | undefined): RemotePageRef | null {
  const match = /^([a-z_]+)\/([A-Za-z0-9]+)$/.exec(id ?? '');
  if (!match?.[1] || !match[2] || !isRemoteName(match[1])) return null;
  return { remote: match[1], module: match[2] };
}
