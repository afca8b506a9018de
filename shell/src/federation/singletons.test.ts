import { createInstance } from '@module-federation/enhanced/runtime';
import shellPackage from '../../package.json';

// The build factory is CommonJS (webpack configs load it); its singleton list is the one place for the rule.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedSingletons, SINGLETONS, ANTD_SINGLETONS } = require('@portal/shared/federation') as {
  sharedSingletons: (pkg: {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  }) => Record<string, { singleton: boolean; strictVersion: boolean; requiredVersion: string }>;
  SINGLETONS: ReadonlyArray<readonly [string, string]>;
  ANTD_SINGLETONS: ReadonlyArray<readonly [string, string]>;
};

describe('shared singletons', () => {
  it('shares react (with its deep entries), react-dom, the router, zustand, swr, ky and @portal/shared, each strict', () => {
    const shared = sharedSingletons(shellPackage);
    expect(Object.keys(shared).sort()).toEqual(
      [
        'react',
        'react/',
        'react-dom',
        'react-dom/',
        'react-router-dom',
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
    expect(SINGLETONS.length).toBe(9);
  });

  it('never shares antd (each app bundles the components it uses); an app that uses it shares its style cache', () => {
    const withAntd = {
      name: '@portal/mfe-example',
      dependencies: { ...shellPackage.dependencies, antd: '^6.0.0', '@ant-design/cssinjs': '^2.1.2' },
    };
    const shared = sharedSingletons(withAntd);
    expect(shared).not.toHaveProperty('antd');
    expect(shared['@ant-design/cssinjs']).toMatchObject({
      singleton: true,
      strictVersion: true,
      requiredVersion: '^2.1.2',
    });
    expect(sharedSingletons(shellPackage)).not.toHaveProperty('@ant-design/cssinjs');
    expect(ANTD_SINGLETONS.map(([key]) => key)).toEqual(['@ant-design/cssinjs']);
    const { '@ant-design/cssinjs': _cssinjs, ...withoutStyleCache } = withAntd.dependencies;
    expect(() => sharedSingletons({ ...withAntd, dependencies: withoutStyleCache })).toThrow(
      /"@ant-design\/cssinjs" must be a dependency/,
    );
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
