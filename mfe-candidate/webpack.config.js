const { createAppConfig } = require('@portal/shared/federation');

// Exposes every src/pages/<Page>.tsx as ./<Page>.
module.exports = createAppConfig({
  name: 'mfe_candidate',
  folder: __dirname,
  port: 3003,
  // Drawn without antd: exposed as they are, not wrapped in the theme.
  plainMarkupPages: ['HelpCenter'],
});
