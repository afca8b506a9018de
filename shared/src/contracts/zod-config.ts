import { z } from 'zod';

// In the browser zod must not compile parsers with `new Function`: the portal's CSP has no 'unsafe-eval', and even
// zod's probe for it is reported as a violation. The server keeps the faster compiled parsers.
if ('window' in globalThis) z.config({ jitless: true });
