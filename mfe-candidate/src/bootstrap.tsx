import { mountStandaloneRemote } from '@portal/shared/standalone';

mountStandaloneRemote(
  'mfe_candidate',
  import.meta.webpackContext('./pages', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z0-9]*\.tsx$/, mode: 'lazy' }),
);
