import { config } from 'zod/v4/core';

// The console's Content-Security-Policy forbids eval, and zod probes `new Function` once before choosing how to
// parse: the probe fails quietly but Chromium lists it as a CSP violation (Lighthouse's best practices drop to 96).
// In the browser zod parses without compiling; the server keeps its compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });
