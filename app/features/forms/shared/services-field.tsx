import { useMemo } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type * as v from "valibot";
import { CheckField } from "./bound-pickers";
import type { ListPath } from "./form-definition";
import type { PickerOption } from "./native-pickers";
import { useList } from "./use-list";

type NamedService = { Service_Name_EN: string; Service_Name_ES: string };

interface ServicesFieldProps<Schema extends v.GenericSchema<unknown, NamedService>> {
  name: string;
  label: string;
  /** The list endpoint: `/api/services` or `/api/service-options?for=…`. */
  path: ListPath;
  itemSchema: Schema;
}

/** Services from the API as boxes, named in the page language; the payload carries the English names. */
export function ServicesField<Schema extends v.GenericSchema<unknown, NamedService>>({
  name,
  label,
  path,
  itemSchema,
}: ServicesFieldProps<Schema>) {
  const { t, i18n } = useTranslation("forms");
  const { items } = useList(path, itemSchema);
  const options = useMemo<PickerOption[]>(
    () =>
      items.map((service) => ({
        value: service.Service_Name_EN,
        label: i18n.language === "en" ? service.Service_Name_EN : service.Service_Name_ES || service.Service_Name_EN,
      })),
    [items, i18n.language],
  );
  return <CheckField name={name} label={label} required className="sm:col-span-2" options={options} emptyText={t("pickers.noServices")} />;
}
