/**
 * zod compiles its parsers with `new Function` where it may, and finds out by trying when its
 * first object schema is built. The portal's CSP has no 'unsafe-eval', so that try is refused
 * and reported (a CSP issue in the browser, a Best Practices point in Lighthouse). zod reads
 * its settings from this global when it loads; main.tsx imports this first, before any chunk
 * can bring zod, so zod never tries. Parsing without compiled parsers is fast enough here.
 */
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };
