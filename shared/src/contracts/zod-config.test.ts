import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// webpack keeps only the contracts a page uses (package.json's sideEffects), so zod's browser setting must come with
// each of them: every contract file that uses zod imports zod-config before anything else.
const contractsDir = __dirname;
const contractFiles = readdirSync(contractsDir).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'zod-config.ts',
);

describe('zod-config in every contract', () => {
  it.each(contractFiles.filter((name) => /from 'zod'/.test(readFileSync(join(contractsDir, name), 'utf8'))))(
    '%s imports zod-config first',
    (name) => {
      const firstImport = readFileSync(join(contractsDir, name), 'utf8').match(/^import [^;]+;/m)?.[0];
      expect(firstImport).toBe("import './zod-config';");
    },
  );

  it("is named in package.json's sideEffects, so webpack keeps it wherever a contract is kept", () => {
    const packageJson = JSON.parse(readFileSync(join(contractsDir, '..', '..', 'package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    expect(packageJson.sideEffects).toContain('./src/contracts/zod-config.ts');
    expect(existsSync(join(contractsDir, 'zod-config.ts'))).toBe(true);
  });

  it('finds the contract files', () => {
    expect(contractFiles.length).toBeGreaterThan(10);
  });
});
