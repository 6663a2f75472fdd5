import { createContext, type ReactNode, Suspense, useContext, useRef, useSyncExternalStore } from "react";

/**
 * Preact hydrates a tree in one task: a form of some forty fields took
 * 100-400 ms of a phone's main thread (4× CPU slowdown), and a tap in that
 * time waited for all of it. Inside an island, each field is a slice: once a
 * task has hydrated for `SLICE_MS`, the slices after it suspend (Preact keeps
 * their server nodes, focus and typed text included) and go on in a task of
 * their own, once the visitor's last input has been answered (`ready`).
 */
export interface Slices {
  /** A promise when this slice must wait for a later task, undefined when it hydrates now. */
  pause(): Promise<void> | undefined;
  /** Resolves once every slice has hydrated; slices rendered after it never wait. */
  settled(): Promise<void>;
}

export const SlicesContext = createContext<Slices | null>(null);

const SLICE_MS = 10;

export function createSlices(ready: () => Promise<void>): Slices {
  let hydrating = true;
  let sliceStart = performance.now();
  let pending: Promise<void> | undefined;
  // A macrotask: Preact renders the slices a resolved pause wakes in microtasks before it.
  const rendered = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    pause() {
      if (!hydrating) return undefined;
      if (pending) return pending;
      if (performance.now() - sliceStart < SLICE_MS) return undefined;
      pending = ready().then(() => {
        performance.mark("island:slice");
        pending = undefined;
        sliceStart = performance.now();
      });
      return pending;
    },
    async settled() {
      await rendered();
      while (pending) {
        await pending;
        await rendered();
      }
      hydrating = false;
    },
  };
}

/**
 * A part of an island that may hydrate in a later task than what comes
 * before it. Its children must be exactly one element, and nothing inside it
 * may take an id from the island's scope (`useStableId`), which counts in
 * render order. Outside an island (the server, tests) it is its children.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // A boundary of its own: Preact's compat lost slices that waited in a second task while others shared one
  // boundary (they never hydrated until the form rendered again), and a slice's server nodes stay as they are.
  return (
    <Suspense fallback={null}>
      <Slice>{children}</Slice>
    </Suspense>
  );
}

function Slice({ children }: { children: ReactNode }) {
  const slices = useContext(SlicesContext);
  // The server's value while this renders as part of a hydration: only then may it wait (elsewhere Suspense would hide the form).
  const hydrating = useSyncExternalStore(subscribe, notHydrating, isHydrating);
  // And only before its first render has completed. Preact's compat takes every render for a hydration while a
  // slice that waits is still pending (it marks the hydration's root on render and clears it once that root is
  // diffed, which a slice that threw never is): a field that had hydrated and rendered again then (its message
  // after a submit) waited too, and Suspense replaced the whole form, its state and what was typed with it.
  const rendered = useRef(false);
  const pause = hydrating && !rendered.current ? slices?.pause() : undefined;
  if (pause) throw pause;
  rendered.current = true;
  return children;
}

const subscribe = () => () => {};
const notHydrating = () => false;
const isHydrating = () => true;

/**
 * Each of a list of parts (a form's fields) as a slice of its own, in an
 * element that adds no box (`display: contents`): a part may be several
 * elements. Parts that wait hydrate later in the order of the page, so the
 * ids they take from the island's scope are the server's. A missing part
 * (`false`) keeps its place, so the parts after it keep theirs.
 */
export function slices(parts: ReactNode): ReactNode {
  return (Array.isArray(parts) ? parts : [parts]).map((part, index) =>
    part == null || typeof part === "boolean" ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a part's place in the form is what identifies it
      <HydrationSlice key={index}>
        <div className="contents">{part}</div>
      </HydrationSlice>
    ),
  );
}
