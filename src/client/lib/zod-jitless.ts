// DEV NOTE: zod's fast object parser probes `new Function`, which the CSP (script-src 'self')
// refuses; the browser then reports a CSP issue on every load (Lighthouse best practices). The
// interpreted parser validates the same way. zod reads the setting when a schema is built, so
// main.tsx imports this module first, before any module that defines a schema.
import { config } from 'zod';

config({ jitless: true });
