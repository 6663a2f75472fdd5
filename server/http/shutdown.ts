import type { Logger } from "../logger.ts";

interface ClosableServer {
  close(callback?: (error?: Error) => void): unknown;
  closeIdleConnections?(): void;
}

/** Room past the relay's request timeout for the last database writes and open requests. */
export const SHUTDOWN_MARGIN_MS = 10_000;

/**
 * On SIGTERM or SIGINT: `/readyz` turns 503 and the deliveries under way finish
 * (nothing new is started) while requests are still answered; then the HTTP
 * server closes, the services stop and the process exits. Past `graceMs` it
 * exits anyway, with status 1.
 */
export function shutDownOnSignals(options: {
  server: ClosableServer;
  drain: () => Promise<void>;
  stop: () => Promise<unknown>;
  graceMs: number;
  logger: Logger;
}): void {
  const { server, drain, stop, graceMs, logger } = options;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "draining");
    setTimeout(() => {
      logger.error({ graceMs }, "shutdown took longer than its grace period: exiting");
      process.exit(1);
    }, graceMs).unref();
    drain()
      .then(
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections?.();
          }),
      )
      .then(stop)
      .then(
        () => {
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: { name: (error as Error).name, message: (error as Error).message } }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
