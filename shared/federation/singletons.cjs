// @ts-check
/**
 * What every app shares as a singleton (one React, one router, one session store per page), each strict;
 * in its own file so the list changes in one small place. Share key → package whose version range (from the
 * app's package.json) it must satisfy.
 *
 * antd is not among them: shared, it ships whole (every component, about 350 KiB compressed) to every
 * signed-in page; each app that uses it bundles the components it uses instead (measured, docs/decisions.md).
 * What antd keeps per page is its style cache, in @ant-design/cssinjs: the apps that use antd share that
 * one, so the copies write one set of styles into one cache.
 */
const SINGLETONS = Object.freeze([
  ['react', 'react'],
  ['react/', 'react'], // deep entries: react/jsx-runtime
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'], // deep entries: react-dom/client
  ['react-router-dom', 'react-router-dom'],
  ['zustand', 'zustand'],
  ['swr', 'swr'],
  ['ky', 'ky'],
  ['@portal/shared', '@portal/shared'],
]);

/** Shared too by the apps that depend on antd. */
const ANTD_SINGLETONS = Object.freeze([['@ant-design/cssinjs', '@ant-design/cssinjs']]);

const sharedPackageJson = require('../package.json');

/**
 * Every singleton with `strictVersion`, so a remote built against another major is refused loudly
 * instead of running with a second React or a second session store.
 * @param {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string>, name: string }} appPackageJson
 */
function sharedSingletons(appPackageJson) {
  const declared = { ...appPackageJson.devDependencies, ...appPackageJson.dependencies };
  const usesAntd = Boolean(appPackageJson.dependencies?.antd);
  /** @type {Record<string, { singleton: true, strictVersion: true, requiredVersion: string }>} */
  const shared = {};
  for (const [key, packageName] of [...SINGLETONS, ...(usesAntd ? ANTD_SINGLETONS : [])]) {
    let range = declared[packageName];
    if (!range)
      throw new Error(
        `${appPackageJson.name}: "${packageName}" must be a dependency to be shared as a singleton` +
          (usesAntd && ANTD_SINGLETONS.some(([, name]) => name === packageName)
            ? " (an app that uses antd shares antd's style cache)."
            : '.'),
      );
    // The workspace protocol is no semver range; the shared package's own version is.
    if (range.startsWith('workspace:')) range = `^${sharedPackageJson.version}`;
    shared[key] = { singleton: true, strictVersion: true, requiredVersion: range };
  }
  return shared;
}

module.exports = { SINGLETONS, ANTD_SINGLETONS, sharedSingletons };
