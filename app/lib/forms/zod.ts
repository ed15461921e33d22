import { z } from "zod";

// Zod compiles parsers with `new Function` when it may; the site's CSP forbids eval, and the
// probe for it is reported as a violation in every browser that runs a form. Schemas shared with
// the browser import `z` from here.
z.config({ jitless: true });

export { z };
