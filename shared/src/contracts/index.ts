// First: zod's settings apply before any contract below is defined or used.
import './zod-config';
export * from './auth';
export * from './user';
export * from './envelope';
export * from './notifications';
export * from './users';
export * from './site';
// The server imports only this entry (no React); it needs the roles and the site's choices too.
export * from '../roles';
export * from '../remotes';
export * from '../site';
export * from '../prerender/markers';
export * from './profile';
export * from './documents';
export * from './plans';
export * from './subscriptions';
export * from './portals';
export * from './payments';
export * from './applications';
export * from './settings';
export * from './blogs';
export * from './candidates';
export * from './super-admin';
