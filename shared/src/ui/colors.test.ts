import fs from 'node:fs';
import path from 'node:path';
import { portalColors } from './colors';

const tokens = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const customProperties = Object.fromEntries(
  [...tokens.matchAll(/--portal-([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim()]),
);

test('the stylesheet tokens are the colours the antd theme and inline styles use, one for one', () => {
  expect(customProperties).toEqual(portalColors);
});
