/**
 * Debian's Chromium as both end-to-end suites launch it (CHROMIUM_PATH names another): no sandbox
 * or GPU in a container, and nothing fetched in the background to disturb the pages' timings.
 * `args` go before the common flags.
 */
export function chromiumLaunchOptions(args: string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      ...args,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}
