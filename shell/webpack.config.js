const { createAppConfig } = require('@portal/shared/federation');

module.exports = createAppConfig({
  name: 'shell',
  folder: __dirname,
  port: 8080,
  host: true,
  // The public frame around pre-rendered pages, read by the server as dist/prerender/layout-public.json.
  prerender: { 'layout-public': './src/layouts/public/prerender.tsx' },
  title: 'Career Portal: job applications handled for you',
  description:
    'Register, build your profile, upload your CV and let our team apply for jobs on your behalf across Australia.',
});
