module.exports = require('@portal/shared/jest').createJestConfig(__dirname);
