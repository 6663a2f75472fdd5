/** The site settings moved to `~/features/site/use-site`; this path serves the modules that still import it here. */
export { LegalDocumentsContext, type LegalDocuments, SiteContext, useLegalDocuments, useSite } from "~/features/site/use-site";
