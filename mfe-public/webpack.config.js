const { createAppConfig } = require('@portal/shared/federation');

// Exposes every src/pages/<Page>.tsx as ./<Page>.
// Pages with no data to wait for are pre-rendered too (dist/prerender/<Page>.json): the server serves them
// in the shell's HTML, so they paint before any script runs.
const prerendered = ['Landing', 'About', 'Faq', 'Resources', 'Welcome'];

module.exports = createAppConfig({
  name: 'mfe_public',
  folder: __dirname,
  port: 3001,
  prerender: Object.fromEntries(prerendered.map((page) => [page, `./src/prerender/${page}.tsx`])),
});
