// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * Exposes convention: every `src/pages/<FileName>.tsx` becomes `./<FileName>`, so a new page needs no config.
 * @param {string} appDir
 */
function pageExposes(appDir) {
  const pagesDir = path.join(appDir, 'src', 'pages');
  if (!fs.existsSync(pagesDir)) return {};
  /** @type {Record<string, string>} */
  const exposes = {};
  for (const file of fs.readdirSync(pagesDir).sort()) {
    const match = /^([A-Z][A-Za-z0-9]*)\.tsx$/.exec(file);
    if (match) exposes[`./${match[1]}`] = `./src/pages/${file}`;
  }
  return exposes;
}

module.exports = { pageExposes };
