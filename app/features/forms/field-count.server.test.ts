import { describe, expect, it } from "vitest";
import { fieldCountOver } from "./field-count.server";

describe("fieldCountOver", () => {
  it("counts the pairs of a urlencoded body", () => {
    expect(fieldCountOver(Buffer.from("a=1&b=2&c=3"), "application/x-www-form-urlencoded", 3)).toBe(false);
    expect(fieldCountOver(Buffer.from("a=1&b=2&c=3&d=4"), "application/x-www-form-urlencoded", 3)).toBe(true);
  });

  it("counts the parts of a multipart body", async () => {
    const form = new FormData();
    for (let index = 0; index < 4; index++) form.append(`f${index}`, "x");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const type = request.headers.get("content-type") ?? "";
    expect(fieldCountOver(body, type, 4)).toBe(false);
    expect(fieldCountOver(body, type, 3)).toBe(true);
  });
});
