export * from './allow-list';
export * from './spaces';
