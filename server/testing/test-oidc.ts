import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface TestOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider next: their address, and whether the provider verified it (null: it does not say). */
  signInAs(email: string, verified?: boolean | null): void;
  stop(): Promise<void>;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

/**
 * An OpenID Connect provider on loopback, as small as the code flow needs: discovery, keys, an
 * authorization endpoint that signs the chosen person in at once, and a token endpoint that
 * checks the client, the code and its PKCE verifier and answers an RS256 ID token.
 */
export async function startTestOidc(): Promise<TestOidc> {
  const clientId = "staff-site";
  const clientSecret = "test-client-secret";
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" };
  let person: { email: string; verified: boolean | null } = { email: "someone@example.com", verified: true };
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; email: string; verified: boolean | null }>();
  let issuer = "";

  const idToken = (claims: Record<string, unknown>) => {
    const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: jwk.kid }));
    const payload = base64url(JSON.stringify(claims));
    return `${header}.${payload}.${base64url(sign("sha256", Buffer.from(`${header}.${payload}`), privateKey))}`;
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration")
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
        code_challenge_methods_supported: ["S256"],
      });
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
      const code = randomBytes(16).toString("hex");
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      codes.set(code, {
        nonce: url.searchParams.get("nonce") ?? "",
        challenge: url.searchParams.get("code_challenge") ?? "",
        redirectUri,
        ...person,
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (url.pathname === "/token" && request.method === "POST") {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
        const [id, secret] = basic
          ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
          : [form.get("client_id"), form.get("client_secret")];
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        if (id !== clientId || secret !== clientSecret) return json(401, { error: "invalid_client" });
        if (
          !grant ||
          grant.redirectUri !== form.get("redirect_uri") ||
          createHash("sha256").update(verifier).digest("base64url") !== grant.challenge
        )
          return json(400, { error: "invalid_grant" });
        const now = Math.floor(Date.now() / 1000);
        return json(200, {
          access_token: randomBytes(16).toString("hex"),
          token_type: "Bearer",
          expires_in: 300,
          id_token: idToken({
            iss: issuer,
            aud: clientId,
            sub: grant.email,
            iat: now,
            exp: now + 300,
            nonce: grant.nonce,
            email: grant.email,
            ...(grant.verified === null ? {} : { email_verified: grant.verified }),
          }),
        });
      });
      return;
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(email, verified = true) {
      person = { email, verified };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
