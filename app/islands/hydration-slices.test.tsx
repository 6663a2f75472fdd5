// @vitest-environment jsdom
import "../preact-options";
import { Suspense, useEffect, useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "preact-render-to-string";
import { describe, expect, it } from "vitest";
import { createSlices, SlicesContext, slices } from "./hydration-slices";

/** A field that takes longer than a slice's share of a task to render the first time, so the slices after it wait. */
function SlowField({ name, message }: { name: string; message?: string }) {
  const [first] = useState(() => {
    const until = performance.now() + 15;
    while (performance.now() < until) {}
    return true;
  });
  return (
    <label>
      {name}
      <input name={name} aria-invalid={message ? "true" : undefined} data-first={first} />
      {message ? <span role="alert">{message}</span> : null}
    </label>
  );
}

function Field({ name, message }: { name: string; message?: string }) {
  return (
    <label>
      {name}
      <input name={name} aria-invalid={message ? "true" : undefined} />
      {message ? <span role="alert">{message}</span> : null}
    </label>
  );
}

let submit: () => void = () => {};

/** Preact renders a state change, and a slice a resolved pause wakes, in microtasks before the next task. */
const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A form whose fields are slices, and whose submit gives every field a message. */
function Form() {
  const [submitted, setSubmitted] = useState(false);
  submit = () => setSubmitted(true);
  const message = submitted ? "Required" : undefined;
  return (
    <form>
      {slices([
        <SlowField key="name" name="name" message={message} />,
        <Field key="email" name="email" message={message} />,
        <Field key="phone" name="phone" message={message} />,
      ])}
    </form>
  );
}

describe("hydration slices", () => {
  it("keeps the form when a field that has hydrated renders again while a later slice still waits", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Form />);
    document.body.replaceChildren(root);
    root.querySelector<HTMLInputElement>('[name="email"]')!.value = "typed@example.com";

    // The later slices wait until this resolves: the visitor's input in the browser (wake-islands.ts).
    let letWaitingSlicesGo: () => void = () => {};
    const waiting = new Promise<void>((resolve) => {
      letWaitingSlicesGo = resolve;
    });
    const waits = createSlices(() => waiting);
    hydrateRoot(
      root,
      <SlicesContext.Provider value={waits}>
        <Suspense fallback={null}>
          <Form />
        </Suspense>
      </SlicesContext.Provider>,
    );
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

    letWaitingSlicesGo();
    await waits.settled();
    expect(root.querySelector("form")).toBe(form);
    expect(root.querySelector<HTMLInputElement>('[name="email"]')?.value).toBe("typed@example.com");
    expect([...root.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)).toEqual(["Required", "Required", "Required"]);
  });
});

function Marked({ name }: { name: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <input name={name} data-hydrated={hydrated ? "" : undefined} />;
}

function Quiet() {
  return (
    <form>{slices([<SlowField key="name" name="name" />, <Marked key="email" name="email" />, <Marked key="phone" name="phone" />])}</form>
  );
}

describe("hydration slices, untouched", () => {
  it("hydrate the fields that waited once their task comes, with nothing else rendering the form again", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Quiet />);
    document.body.replaceChildren(root);
    let go: () => void = () => {};
    const waiting = new Promise<void>((resolve) => {
      go = resolve;
    });
    const waits = createSlices(() => waiting);
    hydrateRoot(
      root,
      <SlicesContext.Provider value={waits}>
        <Suspense fallback={null}>
          <Quiet />
        </Suspense>
      </SlicesContext.Provider>,
    );
    await aTask();
    expect(root.querySelectorAll("[data-hydrated]")).toHaveLength(0);
    go();
    await waits.settled();
    await aTask();
    expect(root.querySelectorAll("[data-hydrated]")).toHaveLength(2);
  });
});

function SlowMarked({ name }: { name: string }) {
  const [hydrated, setHydrated] = useState(false);
  useState(() => {
    const until = performance.now() + 15;
    while (performance.now() < until) {}
    return true;
  });
  useEffect(() => setHydrated(true), []);
  return <input name={name} data-hydrated={hydrated ? "" : undefined} />;
}

/** A form that renders again once, as it hydrates (a layout effect that sets its state). */
function Busy() {
  const [again, setAgain] = useState(false);
  useLayoutEffect(() => setAgain(true), []);
  return (
    <form data-again={again ? "" : undefined}>
      {slices(["a", "b", "c", "d", "e"].map((name) => <SlowMarked key={name} name={name} />))}
    </form>
  );
}

describe("hydration slices, several tasks", () => {
  it("hydrate every field, a few per task, when the form renders again as it hydrates", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Busy />);
    document.body.replaceChildren(root);
    const waits = createSlices(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
    hydrateRoot(
      root,
      <SlicesContext.Provider value={waits}>
        <Suspense fallback={null}>
          <Busy />
        </Suspense>
      </SlicesContext.Provider>,
    );
    await waits.settled();
    await aTask();
    expect(root.querySelectorAll("[data-hydrated]")).toHaveLength(5);
  });
});
