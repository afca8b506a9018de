const { createAppConfig } = require('@portal/shared/federation');

// Exposes every src/pages/<Page>.tsx as ./<Page>.
module.exports = createAppConfig({
  name: 'mfe_staff',
  folder: __dirname,
  port: 3004,
  // The public set-password page is plain markup: a new admin's first page loads no antd.
  plainMarkupPages: ['SetPassword'],
});
