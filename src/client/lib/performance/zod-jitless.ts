// zod compiles its object parsers with `new Function` after probing whether eval is allowed.
// Our Content-Security-Policy forbids eval, so the probe is refused and the browser reports a
// CSP violation (an inspector issue Lighthouse counts against Best Practices). zod reads this
// global once, when it first loads. zod is only ever loaded on demand (never by the entry
// chunk), so this module, imported first by main.tsx, runs before it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
