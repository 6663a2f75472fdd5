import { options } from "preact";

/**
 * Effects run right after the render that scheduled them, as React runs them
 * after a click or a key press, instead of after the next frame: a second key
 * press a few milliseconds after the first (picking two options with Enter,
 * Enter) must find the state the first one left.
 */
if (typeof document !== "undefined") options.requestAnimationFrame = (callback) => queueMicrotask(callback);
