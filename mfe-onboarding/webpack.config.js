const { createAppConfig } = require('@portal/shared/federation');

// Exposes every src/pages/<Page>.tsx as ./<Page>, each in the portal's antd theme, except the pages in plain
// markup. /login, the page every returning user opens first, is plain markup and pre-rendered
// (dist/prerender/Login.json): the server serves it in the shell's HTML, so it paints before any script runs.
module.exports = createAppConfig({
  name: 'mfe_onboarding',
  folder: __dirname,
  port: 3002,
  plainMarkupPages: ['Login'],
  prerender: { Login: './src/prerender/Login.tsx' },
});
