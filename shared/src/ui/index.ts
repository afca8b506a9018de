// Build-time entry `@portal/shared/ui`: UI pieces the remotes use, bundled by each app (not the singleton).
// No antd here (the public site imports this entry and must not load antd): pieces built on antd have entries of
// their own, `@portal/shared/ui/application-detail` and `@portal/shared/ui/theme`.
export * from './pagination-items';
export * from './Pagination';
export * from './page-meta';
export * from './PlanCard';
export * from '../british-date';
export * from './Panel';
export * from './table-scroll';
export * from './colors';
export * from './use-debounced-value';
export * from './use-focus-return';
export * from './use-step-in-history';
export * from './EmailAddress';
export * from './busy-button';
