const portalJestConfig = require('@portal/shared/jest/config.cjs');

module.exports = portalJestConfig();
