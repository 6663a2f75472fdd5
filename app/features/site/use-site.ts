import { createContext, useContext } from "react";
import type { SiteSettings } from "../../../contracts/site-settings";

/** The public site settings: provided by the root route on the server, and by the island bootstrap in the browser. */
export const SiteContext = createContext<SiteSettings | null>(null);

export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error("Site settings are read outside a page or an island");
  return site;
}

/** The two legal documents, which the forms link to: all an island needs of the site settings. */
export type LegalDocuments = Pick<SiteSettings, "termsPdfUrl" | "dataPolicyPdfUrl">;

export const LegalDocumentsContext = createContext<LegalDocuments | null>(null);

export function useLegalDocuments(): LegalDocuments {
  const documents = useContext(LegalDocumentsContext);
  const site = useContext(SiteContext);
  const found = documents ?? site;
  if (!found) throw new Error("The legal documents are read outside a page or an island");
  return found;
}
