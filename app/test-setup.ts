import { beforeEach } from "vitest";

// Each test is a tab of its own: what one test's form kept for its tab (a draft, a saved submission's flag:
// app/features/forms/offline/) must not reach the next test's form in the same file.
beforeEach(() => {
  if (typeof sessionStorage === "undefined") return;
  sessionStorage.clear();
  localStorage.clear();
});
