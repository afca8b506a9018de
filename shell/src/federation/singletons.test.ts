import { createInstance } from '@module-federation/enhanced/runtime';
import shellPackage from '../../package.json';

// The build factory is CommonJS (webpack configs load it); its singleton list is the one place for the rule.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedSingletons, SINGLETONS } = require('@portal/shared/federation') as {
  sharedSingletons: (pkg: {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  }) => Record<string, { singleton: boolean; strictVersion: boolean; requiredVersion: string }>;
  SINGLETONS: ReadonlyArray<readonly [string, string]>;
};

describe('shared singletons', () => {
  it('shares react (with its deep entries), react-dom, the router, antd, zustand, swr, ky and @portal/shared, each strict', () => {
    const shared = sharedSingletons(shellPackage);
    expect(Object.keys(shared).sort()).toEqual(
      [
        'react',
        'react/',
        'react-dom',
        'react-dom/',
        'react-router-dom',
        'antd',
        'zustand',
        'swr',
        'ky',
        '@portal/shared',
      ].sort(),
    );
    for (const config of Object.values(shared)) {
      expect(config).toMatchObject({ singleton: true, strictVersion: true });
    }
    expect(shared['react']?.requiredVersion).toBe(shellPackage.dependencies.react);
    expect(shared['@portal/shared']?.requiredVersion).toBe('^0.1.0');
    expect(SINGLETONS.length).toBe(10);
  });

  it('refuses to build an app that does not depend on a singleton', () => {
    const { react: _react, ...withoutReact } = shellPackage.dependencies;
    expect(() => sharedSingletons({ ...shellPackage, dependencies: withoutReact })).toThrow(
      /"react" must be a dependency/,
    );
  });

  it('a remote built against another major of a singleton is refused loudly at run time', async () => {
    const requirement = sharedSingletons(shellPackage)['react']!;
    const page = createInstance({
      name: 'shell_under_test',
      remotes: [],
      shared: {
        react: { version: '18.3.1', lib: () => ({ version: '18.3.1' }), shareConfig: requirement },
      },
    });
    await expect(page.loadShare('react', { customShareInfo: { shareConfig: requirement } })).rejects.toThrow(
      /Version 18\.3\.1 .* does not satisfy the requirement/,
    );
  });
});
