import type { i18n, Namespace } from "i18next";
import { useContext } from "react";
import { I18nContext, type useTranslation as UseTranslation } from "react-i18next";

/**
 * react-i18next's `useTranslation`, for what this site asks of it: the
 * function of one namespace, from the instance of the `I18nextProvider`
 * around it, whose language never changes (a page in the other language is
 * another page, with an instance of its own) and whose resources are all
 * there when it is made (instance.ts).
 *
 * react-i18next's hook is built for a language and resources that change
 * while the page lives: in every component, at every render, it copies its
 * options, serialises the namespaces, asks whether each is loaded, and
 * subscribes to the instance's events through an external store. An island's
 * first hydration pass on a phone spent about a third of its time there
 * (4× CPU, decision 0036, amendment of 2026-11-28). Here a component reads its
 * namespace's function from a cache held per instance, once made: the same
 * `t`, whose texts come from the store (instance.ts), at every render.
 */
export const useTranslation = ((namespace?: string) => {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance) throw new Error("useTranslation needs an I18nextProvider around it");
  return translations(instance, namespace ?? String(instance.options.defaultNS));
}) as typeof UseTranslation;

const made = new WeakMap<i18n, Map<string, unknown>>();

/** react-i18next's answer, an array that also names its parts: `[t, i18n, ready]` and `{ t, i18n, ready }`. */
function translations(instance: i18n, namespace: string): unknown {
  let byNamespace = made.get(instance);
  if (!byNamespace) {
    byNamespace = new Map();
    made.set(instance, byNamespace);
  }
  let answer = byNamespace.get(namespace);
  if (!answer) {
    const t = instance.getFixedT(instance.language, namespace as Namespace);
    answer = Object.assign([t, instance, true], { t, i18n: instance, ready: true });
    byNamespace.set(namespace, answer);
  }
  return answer;
}
