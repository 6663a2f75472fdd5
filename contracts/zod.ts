import * as z from "zod/mini";

// The contracts are written with zod's functional API (`zod/mini`): the
// browser's form code carries only the checks the schemas use, not the whole
// library (docs/decisions/0010-forms-validate-with-the-contract-schemas.md).
//
// zod probes for `new Function` when a schema is built, to compile fast
// parsers. The site's CSP forbids eval and Chromium reports even the caught
// attempt as a violation, so in the browser zod is told not to try. Every
// contract builds its schemas with this `z`, so the setting comes first. The
// server keeps the compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
