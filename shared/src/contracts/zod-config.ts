import { z } from 'zod';

// In the browser zod must not compile parsers with `new Function`: the portal's CSP has no 'unsafe-eval', and even
// zod's probe for it is reported as a violation. The server keeps the faster compiled parsers. Every contract file
// imports this module first (zod-config.test.ts), so any bundle that keeps a contract keeps this setting, whichever
// contracts webpack leaves out (package.json's sideEffects names this file).
if ('window' in globalThis) z.config({ jitless: true });
