const { createAppConfig } = require('@portal/shared/federation');

// Exposes every src/pages/<Page>.tsx as ./<Page>, each in the portal's antd theme, except the pages in plain
// markup: the dashboard, which every candidate opens first, loads no antd (its detail modal brings antd and the
// theme when an application is opened); the Help Center loads none either.
module.exports = createAppConfig({
  name: 'mfe_candidate',
  folder: __dirname,
  port: 3003,
  plainMarkupPages: ['UserDashboard', 'HelpCenter'],
});
