const SERVICES = [
  { value: 1, id: "accounting", title: "Accounting outsourcing" },
  { value: 2, id: "tax", title: "Tax planning" },
  { value: 3, id: "payroll", title: "Payroll management" },
  { value: 4, id: "reporting", title: "Financial statements and reporting" },
  { value: 5, id: "payables", title: "Accounts payable and receivable" },
  { value: 6, id: "budgeting", title: "Budgeting and forecasting" },
  { value: 7, id: "audit", title: "Internal audit and controls" },
  { value: 8, id: "treasury", title: "Cash flow and treasury management" },
  { value: 9, id: "advisory", title: "Strategic financial advisory" },
] as const;

export type FinancialServiceId = (typeof SERVICES)[number]["id"];

export interface FinancialService {
  /** The option's value in the request form: stable, 1 to 9 (spec section 9). */
  value: number;
  id: FinancialServiceId;
  /** The English title, sent as is in the request payload whatever the page language. */
  title: string;
  /** Keys in the `financials` namespace, for the title and description in the page language. */
  titleKey: `main.services.items.${FinancialServiceId}.title`;
  textKey: `main.services.items.${FinancialServiceId}.text`;
}

/**
 * The nine financial and accounting services, in the order the landing page shows them and the request
 * form offers them. Keep the English titles equal to `en/financials.json` (a unit test checks it).
 */
export const FINANCIAL_SERVICES: readonly FinancialService[] = SERVICES.map(({ value, id, title }) => ({
  value,
  id,
  title,
  titleKey: `main.services.items.${id}.title` as const,
  textKey: `main.services.items.${id}.text` as const,
}));

/** The English titles of the chosen option values, in the list's order, for the request payload. */
export function financialServiceTitles(values: readonly number[]): string[] {
  return FINANCIAL_SERVICES.filter((service) => values.includes(service.value)).map((service) => service.title);
}
