/** Public settings of the site: safe to send to the browser. Secrets never belong here. */
export interface SiteSettings {
  brandName: string;
  siteUrl: string;
  contactEmail: string;
  instagramUrl: string;
  linkedinUrl: string;
  xUrl: string;
  messagingUrl: string;
  chatUrl: string;
  bookingUrl: string;
  schedulingUrl: string;
  blogUrl: string;
  termsPdfUrl: string;
  dataPolicyPdfUrl: string;
  promoVideoUrl: string | null;
}
