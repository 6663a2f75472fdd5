// @vitest-environment jsdom
import "../preact-options";
import { type ReactElement, Suspense, useEffect, useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { createSlices, SlicesContext, type Slices, slices } from "./hydration-slices";

/** When `slow`, longer than a slice's share of a task on a component's first render: the slices after it wait. */
function useFirstRender(slow: boolean) {
  useState(() => {
    const until = performance.now() + (slow ? 15 : 0);
    while (performance.now() < until) {}
    return true;
  });
}

function Field({ name, message, slow = false }: { name: string; message?: string; slow?: boolean }) {
  useFirstRender(slow);
  return (
    <label>
      {name}
      <input name={name} aria-invalid={message ? "true" : undefined} />
      {message ? <span role="alert">{message}</span> : null}
    </label>
  );
}

/** A field that says once it has hydrated (its effects have run). */
function Marked({ name, slow = false }: { name: string; slow?: boolean }) {
  useFirstRender(slow);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <input name={name} data-hydrated={hydrated ? "" : undefined} />;
}

/** Preact renders a state change, and a slice a resolved pause wakes, in microtasks before the next task. */
const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The server's HTML of `page` in the document (where `visitor` may type before the island wakes), then hydrated
 * as an island does: its slices wait for `ready`.
 */
function hydrateAsIsland(
  page: ReactElement,
  ready: () => Promise<void>,
  visitor: (root: HTMLElement) => void = () => {},
): { root: HTMLElement; waits: Slices } {
  const root = document.createElement("div");
  root.innerHTML = renderToString(page);
  document.body.replaceChildren(root);
  visitor(root);
  const waits = createSlices(ready);
  hydrateRoot(
    root,
    <SlicesContext.Provider value={waits}>
      <Suspense fallback={null}>{page}</Suspense>
    </SlicesContext.Provider>,
  );
  return { root, waits };
}

/** What the later slices wait for until `release`: the visitor's input in the browser (wake-islands.ts). */
function held(): { ready: () => Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const waiting = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { ready: () => waiting, release };
}

let submit: () => void = () => {};

/** A form whose fields are slices, and whose submit gives every field a message. */
function Form() {
  const [submitted, setSubmitted] = useState(false);
  submit = () => setSubmitted(true);
  const message = submitted ? "Required" : undefined;
  return (
    <form>
      {slices([
        <Field key="name" name="name" message={message} slow />,
        <Field key="email" name="email" message={message} />,
        <Field key="phone" name="phone" message={message} />,
      ])}
    </form>
  );
}

describe("hydration slices", () => {
  it("keeps the form when a field that has hydrated renders again while a later slice still waits", async () => {
    const { ready, release } = held();
    const { root, waits } = hydrateAsIsland(<Form />, ready, (page) => {
      page.querySelector<HTMLInputElement>('[name="email"]')!.value = "typed@example.com";
    });
    await aTask();
    const form = root.querySelector("form");
    expect(form).not.toBeNull();

    // An early submit: the first field has hydrated, the others still wait.
    submit();
    await aTask();
    expect(root.querySelector("form")).toBe(form);
    expect(root.querySelector('[name="name"]')?.getAttribute("aria-invalid")).toBe("true");
    // The fields that wait keep the server's nodes until their task.
    expect(root.querySelectorAll('[role="alert"]')).toHaveLength(1);

    release();
    await waits.settled();
    expect(root.querySelector("form")).toBe(form);
    expect(root.querySelector<HTMLInputElement>('[name="email"]')?.value).toBe("typed@example.com");
    expect([...root.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toEqual(["Required", "Required", "Required"]);
  });
});

function Quiet() {
  return (
    <form>{slices([<Field key="name" name="name" slow />, <Marked key="email" name="email" />, <Marked key="phone" name="phone" />])}</form>
  );
}

describe("hydration slices, untouched", () => {
  it("hydrate the fields that waited once their task comes, with nothing else rendering the form again", async () => {
    const { ready, release } = held();
    const { root, waits } = hydrateAsIsland(<Quiet />, ready);
    await aTask();
    expect(root.querySelectorAll("[data-hydrated]")).toHaveLength(0);
    release();
    await waits.settled();
    await aTask();
    expect(root.querySelectorAll("[data-hydrated]")).toHaveLength(2);
  });
});

/** A form that renders again once, as it hydrates (a layout effect that sets its state). */
function Busy() {
  const [again, setAgain] = useState(false);
  useLayoutEffect(() => setAgain(true), []);
  return (
    <form data-again={again ? "" : undefined}>
      {slices(["a", "b", "c", "d", "e"].map((name) => <Marked key={name} name={name} slow />))}
    </form>
  );
}

describe("hydration slices, several tasks", () => {
  it("hydrate every field, a few per task, when the form renders again as it hydrates", async () => {
    const { root, waits } = hydrateAsIsland(<Busy />, () => new Promise<void>((resolve) => setTimeout(resolve, 5)));
    await waits.settled();
    await aTask();
    expect(root.querySelectorAll("[data-hydrated]")).toHaveLength(5);
  });
});
