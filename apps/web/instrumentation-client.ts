// Runs in the browser before the app's code (Next loads it ahead of hydration).
// zod compiles object parsers with `new Function` when it may; it probes for that at its first object schema, and a
// content security policy without 'unsafe-eval' (ours) reports the probe as a violation even though zod catches it.
// Its interpreted parser is used instead, without the probe.
import { config } from 'zod/v4/core';

config({ jitless: true });
