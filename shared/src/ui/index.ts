// Build-time entry `@portal/shared/ui`: UI pieces the remotes use, bundled by each app (not the singleton).
export * from './pagination-items';
export * from './Pagination';
export * from './page-meta';
export * from './PlanCard';
export * from './british-date';
export * from './ApplicationDetailModal';
export * from './Panel';
