import { type ComponentType, lazy, Suspense, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { FormId } from "../../../contracts/form-ids";

type FormModule = Promise<{ default: ComponentType }>;

/** Each form is its own chunk: a page downloads only the form it shows. */
const loaders: Record<FormId, () => FormModule> = {
  contact: () => import("./contact/contact-form"),
  candidate: () => import("./candidate/candidate-form"),
  contractor: () => import("./contractor/contractor-form"),
  "vma-application": () => import("./vma-application/vma-application-form"),
  "company-recruitment": () => import("./company-recruitment/company-recruitment-form"),
  consulting: () => import("./consulting/consulting-form"),
  "expert-request": () => import("./expert-request/expert-request-form"),
  "tech-services": () => import("./tech-services/tech-services-form"),
  "vma-hire": () => import("./vma-hire/vma-hire-form"),
  financials: () => import("./financials/financials-form"),
};

/**
 * The server has every form loaded before it renders, so the first HTML holds
 * the complete form.
 */
const serverForms: Partial<Record<FormId, ComponentType>> = import.meta.env.SSR
  ? Object.fromEntries(await Promise.all(Object.entries(loaders).map(async ([id, load]) => [id, (await load()).default] as const)))
  : {};

/**
 * In the browser a form's code is fetched once the page has hydrated (on the
 * visitor's first gesture, server/http/defer-scripts.ts) and the form comes
 * within a screen of the viewport, is pointed at, holds the focus, the page
 * starts to change, or the browser is idle. Until then the Suspense boundary
 * keeps the server HTML as it is: its text fields, boxes and file input take
 * input at once (early-input.ts), and the page's bootstrap holds clicks on its
 * buttons and pickers until the form is ready. A page change must not wait:
 * a navigation or a language switch re-renders the page, and that waits for a
 * form whose code is still missing.
 */
const needed = new Map<FormId, () => void>();
const whenNeeded = Object.fromEntries(
  Object.keys(loaders).map((id) => [id, new Promise<void>((resolve) => needed.set(id as FormId, resolve))]),
) as Record<FormId, Promise<void>>;

const clientForms = Object.fromEntries(
  Object.entries(loaders).map(([id, load]) => [id, lazy(() => whenNeeded[id as FormId].then(load))]),
) as unknown as Record<FormId, ComponentType>;

function useLoadWhenNear(form: FormId) {
  const ref = useRef<HTMLDivElement>(null);
  const changing = useNavigation().state !== "idle";
  useEffect(() => {
    if (changing) needed.get(form)?.();
  }, [changing, form]);
  useEffect(() => {
    const start = () => needed.get(form)?.();
    const element = ref.current;
    // The focus that started hydration may already be in the form.
    if (!element || typeof IntersectionObserver === "undefined" || element.contains(document.activeElement)) return start();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: "100% 0px",
    });
    observer.observe(element);
    element.addEventListener("pointerenter", start, { once: true });
    element.addEventListener("focusin", start, { once: true });
    // Safari has no requestIdleCallback.
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(start, { timeout: 1500 }) : window.setTimeout(start, 300);
    return () => {
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer.disconnect();
      element.removeEventListener("pointerenter", start);
      element.removeEventListener("focusin", start);
    };
  }, [form]);
  return ref;
}

/** Where a page shows one of the ten forms. */
export function FormSection({ form }: { form: FormId }) {
  const ref = useLoadWhenNear(form);
  const Form = serverForms[form] ?? clientForms[form];
  return (
    <div ref={ref} data-form={form}>
      <Suspense fallback={<div className="min-h-[40rem]" />}>
        <Form />
      </Suspense>
    </div>
  );
}
