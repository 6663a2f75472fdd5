import { config, z } from "zod";

// zod probes for `new Function` when a schema is built, to compile fast
// parsers. The site's CSP forbids eval and Chromium reports even the caught
// attempt as a violation, so in the browser zod is told not to try. Every
// contract builds its schemas with this `z`, so the setting comes first. The
// server keeps the compiled parsers.
if (typeof window !== "undefined") config({ jitless: true });

export { z };
