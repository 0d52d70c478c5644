// The editor's policy runs no code made from a string (scripts/hosting/rules.ts): zod checks the
// drafts without compiling its checks, and never tries to. Imported first by each module here
// that runs the model's checks, which load with the first form, not with the list.
import { z } from "zod";

z.config({ jitless: true });
