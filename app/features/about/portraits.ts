import type { PersonId } from "../../../contracts/people";
import ceo from "./portraits/ceo.svg?url&no-inline";
import cto from "./portraits/cto.svg?url&no-inline";
import finance from "./portraits/finance.svg?url&no-inline";
import fintech from "./portraits/fintech.svg?url&no-inline";
import logistics from "./portraits/logistics.svg?url&no-inline";
import medical from "./portraits/medical.svg?url&no-inline";
import talent from "./portraits/talent.svg?url&no-inline";

/**
 * The site's illustrated portraits, drawn by `npm run portraits` (scripts/make-portraits.mjs,
 * DiceBear's Notionists, CC0): content-hashed assets of the build, a year's cache. A portrait
 * imported by the content CLI takes a person's place (`Person.portraitUrl`).
 */
export const PORTRAITS: Record<PersonId, string> = { logistics, medical, fintech, ceo, cto, talent, finance };
