// Test helpers for Jest suites of the front-end packages (they use `jest` and Testing Library).
export * from './fake-api';
export * from './render-dashboard';
export * from './render-page';
