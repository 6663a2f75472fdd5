import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  path: string;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: Buffer;
  receivedAt: number;
  headers: Record<string, string>;
}

/** What the upstream does with one request; `hang` never answers. */
export type UpstreamReply = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number } | "hang";

export interface FakeUpstream {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on loopback standing in for a workflow endpoint. */
export async function startFakeUpstream(reply: (request: ReceivedRequest, index: number) => UpstreamReply): Promise<FakeUpstream> {
  const received: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry: ReceivedRequest = {
        path: request.url ?? "/",
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
        contentType: request.headers["content-type"],
        body: Buffer.concat(chunks),
        receivedAt: Date.now(),
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      };
      received.push(entry);
      const answer = reply(entry, received.length - 1);
      if (answer === "hang") {
        hanging.add(response);
        return;
      }
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
        response.end(answer.body ?? "{}");
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
