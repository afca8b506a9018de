module.exports = require('./jest/preset.cjs').createJestConfig(__dirname);
