export * from './auth';
export * from './user';
export * from './envelope';
export * from './notifications';
export * from './users';
