import { createContext } from "react";

/**
 * An island hydrates its server HTML as it is (the plain controls: a
 * `select`, a group of boxes), then switches its parts to their enhanced
 * controls (the searchable picker) a few at a time, each batch in a task of
 * its own after the visitor's last input has been answered
 * (docs/decisions/0036-first-tap-before-hydration.md). A part whose plain
 * control has the focus keeps it until the visitor leaves it: the native
 * picker a visitor opened stays open.
 *
 * Components follow it through `useHydrated()` (app/features/forms/shared/use-hydrated.ts):
 * without an island around them (the server, a test that renders a component)
 * there is no such schedule, and a component is enhanced as soon as it runs in
 * a browser.
 */
export interface Part {
  enhanced: boolean;
  /** Whether the part must keep its plain control for now (the visitor is in it). */
  holds?: () => boolean;
  listener?: () => void;
}

export interface Enhancement {
  /** Whether every part has switched; a part rendered from then on starts enhanced. */
  readonly done: boolean;
  /** A new part of the island, as it first renders: plain until its turn, unless every part has switched. */
  part(): Part;
  /** Follows a part's switch; returns how it stops. */
  watch(part: Part, listener: () => void): () => void;
  /** Called before each batch: what the visitor did in the plain controls meanwhile is read into the form. */
  beforeEach(adopt: () => void): () => void;
}

export const EnhancementContext = createContext<Enhancement | null>(null);

/** A batch ends once it has taken this long; the next waits for a task of its own. */
const BATCH_MS = 8;

export interface EnhancementRun extends Enhancement {
  /** Switches every part that does not hold, in batches, each after `ready()`; resolves when none is left but those that hold. */
  run(ready: () => Promise<void>): Promise<void>;
}

export function createEnhancement(): EnhancementRun {
  const parts = new Set<Part>();
  const adopters = new Set<() => void>();
  let done = false;
  const waiting = () => [...parts].filter((part) => !part.enhanced);
  // A microtask after a switch: Preact renders what it scheduled before this resumes.
  const rendered = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  const enhancement: EnhancementRun = {
    get done() {
      return done;
    },
    part() {
      const part: Part = { enhanced: done };
      if (!done) parts.add(part);
      return part;
    },
    watch(part, listener) {
      part.listener = listener;
      return () => {
        part.listener = undefined;
      };
    },
    beforeEach(adopt) {
      adopters.add(adopt);
      return () => adopters.delete(adopt);
    },
    async run(ready) {
      for (;;) {
        await ready();
        for (const adopt of adopters) adopt();
        const next = waiting().filter((part) => !part.holds?.());
        if (next.length === 0) break;
        performance.mark("island:enhance");
        const start = performance.now();
        for (const part of next) {
          if (part.enhanced || part.holds?.()) continue;
          part.enhanced = true;
          part.listener?.();
          await rendered();
          if (performance.now() - start > BATCH_MS) break;
        }
      }
      if (waiting().length === 0) {
        done = true;
        parts.clear();
      }
    },
  };
  return enhancement;
}
