/** Public settings of the site: safe to send to the browser. Secrets never belong here. */
export interface SiteSettings {
  brandName: string;
  siteUrl: string;
  contactEmail: string;
  /** E.164 (`+573001234567`); empty: not shown. */
  phone: string;
  /** E.164; set, the chat button and the messaging link open `wa.me` with it. Empty: `chatUrl` as configured. */
  whatsappNumber: string;
  /** Empty: not shown. */
  postalAddress: string;
  /** The company's tax id (NIT in Colombia); empty: not shown. */
  taxId: string;
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
