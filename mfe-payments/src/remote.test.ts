import { messages } from './texts';

type FederationOptions = {
  name: string;
  filename: string;
  exposes: Record<string, string>;
  shared: Record<string, { singleton: boolean }>;
  manifest: { fileName: string };
};

type WebpackConfig = {
  context: string;
  plugins: Array<{ constructor: { name: string }; _options?: FederationOptions }>;
};

/** This remote's production webpack config: the one the build and `npm start` use. */
function productionConfig(): WebpackConfig {
  const createConfig =
    jest.requireActual<(env: unknown, argv: { mode: string }) => WebpackConfig>('../webpack.config.js');
  return createConfig({}, { mode: 'production' });
}

/** The federation options of that build, as webpack receives them. */
function federationOptions(): FederationOptions {
  const plugin = productionConfig().plugins.find(
    (candidate) => candidate.constructor.name === 'ModuleFederationPlugin',
  );
  if (!plugin?._options) throw new Error('mfe-payments builds no federation container');
  return plugin._options;
}

describe('the mfe-payments remote', () => {
  it('publishes the container mfe_payments and its manifest, by the name remotes.json maps', () => {
    const options = federationOptions();
    expect(options.name).toBe('mfe_payments');
    expect(options.filename).toBe('remoteEntry.js');
    expect(options.manifest.fileName).toBe('mf-manifest.json');
  });

  it('exposes exactly its src/pages/<Name>.tsx files, so a new page needs no config', () => {
    const { readdirSync } = jest.requireActual<{ readdirSync: (folder: string) => string[] }>('node:fs');
    const pages = readdirSync(`${productionConfig().context}/src/pages`).filter((file) =>
      /^[A-Z][A-Za-z0-9]*\.tsx$/.test(file),
    );
    const expected = Object.fromEntries(
      pages.map((file) => [`./${file.replace(/\.tsx$/, '')}`, `./src/pages/${file}`]),
    );
    // A remote that uses antd exposes each page wrapped in the one theme (`?themed-page`, added at build time).
    const exposedFiles = Object.fromEntries(
      Object.entries(federationOptions().exposes).map(([name, file]) => [name, file.replace(/\?themed-page$/, '')]),
    );
    expect(exposedFiles).toEqual(expected);
  });

  it("joins the page's one React and one session store, and bundles its own texts", () => {
    const { shared } = federationOptions();
    for (const key of ['react', 'react-dom', '@portal/shared', 'zustand', 'swr', 'ky']) {
      expect(shared[key]).toMatchObject({ singleton: true });
    }
    // Texts are not shared: a payments release that changes one ships it without the shell.
    expect(Object.keys(shared).filter((key) => key.startsWith('@portal/shared/'))).toEqual([]);
    expect(messages.subscriptionFetchFailed).toBe('Failed to fetch subscription data.');
  });
});
