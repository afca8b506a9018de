export * from './messages';
export * from './roles';
export * from './people';
export * from './remotes';
export * from './site';
export * from './prerender/markers';
// Contracts carry zod: their values come from '@portal/shared/contracts', which each app bundles for itself
// (stateless, so no singleton needed), keeping zod off pages that validate nothing.
export type * from './contracts';
export * from './runtime-config';
export * from './session/store';
export * from './api/client';
export * from './api/fetcher';
export * from './onboarding/next-step';
export * from './ui/pagination-items';
export * from './ui/Pagination';
export * from './ui/page-meta';
export * from './notifications/use-notification-count';
