const { createAppConfig } = require('@portal/shared/federation');
// The shell's own title and description: its HTML carries them, and a route whose page sets none goes back to them.
const siteMeta = require('./src/site-meta.json');

module.exports = createAppConfig({
  name: 'shell',
  folder: __dirname,
  port: 8080,
  host: true,
  // The public frame around pre-rendered pages, read by the server as dist/prerender/layout-public.json.
  prerender: { 'layout-public': './src/layouts/public/prerender.tsx' },
  title: siteMeta.title,
  description: siteMeta.description,
});
