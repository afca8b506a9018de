const { createAppConfig } = require('@portal/shared/federation');

module.exports = createAppConfig({
  name: 'shell',
  folder: __dirname,
  port: 8080,
  host: true,
  title: 'Career Portal: job applications handled for you',
  description:
    'Register, build your profile, upload your CV and let our team apply for jobs on your behalf across Australia.',
});
