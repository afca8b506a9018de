// The `@portal/shared` run-time singleton: one session store and one api client for the shell and every remote,
// plus what the shell itself renders. Everything a remote release may change (texts, UI pieces, contracts,
// page rules) lives in build-time entries (`@portal/shared/texts`, `/ui`, `/contracts`, …) that each app bundles.
export * from './session/texts';
export * from './remotes';
export * from './prerender/markers';
// Contracts carry zod: their values come from '@portal/shared/contracts', which each app bundles for itself
// (stateless, so no singleton needed), keeping zod off pages that validate nothing.
export type * from './contracts';
export * from './runtime-config';
export * from './session/store';
export * from './api/client';
export * from './api/fetcher';
export * from './notifications/use-notification-count';
export * from './notifications/live-events';
