/** @jsxImportSource hono/jsx */
import type { Child } from "hono/jsx";
import { STAFF_ROLES, type StaffRole } from "../db/schema.ts";
import type { AuditRow } from "./audit.ts";
import type { StaffKey } from "./copy.ts";
import { formatTime, Layout, Notice, type PageFrame, sectionsFor } from "./layout.tsx";
import type { Passkey } from "./passkeys.ts";
import type { Member } from "./staff-service.ts";

const roleKey = (role: StaffRole) => `roles.${role}` as StaffKey;

export function SignInPage({
  frame,
  next,
  mailEnabled,
  provider,
  message,
}: {
  frame: PageFrame;
  next: string;
  mailEnabled: boolean;
  /** The company's identity provider's name, when it is set up. */
  provider?: string;
  message?: { kind: "ok" | "error"; text: string };
}) {
  const { t } = frame;
  return (
    <Layout frame={frame} title={t("signIn.title")} narrow script>
      <h1>{t("signIn.title")}</h1>
      <p class="lead">{t("signIn.lead", { brand: frame.brand })}</p>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      <div class="card">
        <form method="post" action="/staff/passkeys/sign-in" data-passkey="sign-in" data-needs-script hidden>
          <input type="hidden" name="next" value={next} />
          <button type="submit">{t("signIn.passkey")}</button>
          <p class="hint">{t("signIn.passkeyHint")}</p>
          <p class="notice error" role="alert" tabindex={-1} data-passkey-error hidden>
            {t("signIn.passkeyFailed")}
          </p>
        </form>
        <p class="muted" data-without-script>
          {t("signIn.passkeyNeedsScripts")}
        </p>
      </div>
      {provider ? (
        <form method="post" action="/staff/oidc/start" class="card">
          <input type="hidden" name="next" value={next} />
          <button type="submit" class="secondary">
            {t("signIn.oidc", { provider })}
          </button>
        </form>
      ) : null}
      {mailEnabled ? (
        <>
          <p class="or">{t("signIn.or")}</p>
          <form method="post" action="/staff/sign-in" class="card">
            <h2>{t("signIn.linkTitle")}</h2>
            <input type="hidden" name="next" value={next} />
            <div class="field">
              <label for="email">{t("signIn.email")}</label>
              <input id="email" name="email" type="email" autocomplete="username" required />
            </div>
            <button type="submit" class="secondary">
              {t("signIn.sendLink")}
            </button>
          </form>
        </>
      ) : (
        <p class="muted">{t("signIn.noMail")}</p>
      )}
    </Layout>
  );
}

export function LinkPage({ frame, action, problem }: { frame: PageFrame; action: string; problem?: "used" | "expired" | "unknown" }) {
  const { t } = frame;
  if (problem)
    return (
      <Layout frame={frame} title={t("link.invalidTitle")} narrow>
        <h1>{t("link.invalidTitle")}</h1>
        <p class="lead">{t(`link.${problem}`)}</p>
        <p>
          <a href="/staff/sign-in">{t("link.again")}</a>
        </p>
      </Layout>
    );
  return (
    <Layout frame={frame} title={t("link.title")} narrow>
      <h1>{t("link.title")}</h1>
      <p class="lead">{t("link.lead", { brand: frame.brand })}</p>
      <form method="post" action={action}>
        <button type="submit">{t("link.continue")}</button>
      </form>
    </Layout>
  );
}

export function HomePage({
  frame,
  member,
  backup,
  notes = [],
}: { frame: PageFrame; member: Member; backup?: Child; notes?: unknown[] }) {
  const { t } = frame;
  const sections = sectionsFor(member);
  const descriptions: Record<string, StaffKey> = {
    "/staff/leads": "home.leads",
    "/staff/content": "home.content",
    "/staff/settings": "home.settings",
    "/staff/copy": "home.copy",
    "/staff/members": "home.members",
    "/staff/audit": "home.audit",
    "/staff/account": "home.account",
  };
  return (
    <Layout frame={frame} title={t("home.title")}>
      <h1>{t("home.greeting", { name: member.name ?? member.email })}</h1>
      <p class="lead">{t("home.roles", { roles: member.roles.map((role) => t(roleKey(role))).join(", ") })}</p>
      {/* What the sections add (StaffKit.homeNote): the facts still at their placeholder… */}
      {notes as Child[]}
      <h2>{t("home.sections")}</h2>
      <ul class="sections">
        {sections.map((section) => (
          <li key={section.href}>
            <a href={section.href}>{t(descriptions[section.href] ?? section.key)}</a>
          </li>
        ))}
      </ul>
      {backup}
    </Layout>
  );
}

export function AccountPage({
  frame,
  member,
  passkeys,
  since,
  welcome,
  message,
}: {
  frame: PageFrame;
  member: Member;
  passkeys: Passkey[];
  since: number;
  welcome: boolean;
  message?: string;
}) {
  const { t, language } = frame;
  return (
    <Layout frame={frame} title={t("account.title")} script>
      <h1>{t("account.title")}</h1>
      <p class="lead">{member.email}</p>
      {welcome ? <Notice kind="ok">{t("account.welcome")}</Notice> : null}
      {message ? <Notice kind="ok">{message}</Notice> : null}
      <h2 id="passkeys">{t("account.passkeys")}</h2>
      <p class="muted">{t("account.passkeysLead")}</p>
      {passkeys.length === 0 ? (
        <p>{t("account.none")}</p>
      ) : (
        <section class="table-wrap" aria-labelledby="passkeys" tabindex={0}>
          <table aria-labelledby="passkeys">
            <thead>
              <tr>
                <th scope="col">{t("account.name")}</th>
                <th scope="col">{t("account.created")}</th>
                <th scope="col">{t("account.lastUsed")}</th>
                <th scope="col">{t("account.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {passkeys.map((passkey, index) => (
                <tr key={passkey.id}>
                  <th scope="row">{passkey.name}</th>
                  <td>{formatTime(language, passkey.createdAt)}</td>
                  <td>{passkey.lastUsedAt === null ? t("account.never") : formatTime(language, passkey.lastUsedAt)}</td>
                  <td class="actions">
                    <form method="post" action={`/staff/passkeys/${encodeURIComponent(passkey.id)}/rename`}>
                      <label for={`passkey-name-${index}`} class="sr-only">
                        {t("account.newName", { name: passkey.name })}
                      </label>
                      <input id={`passkey-name-${index}`} name="name" type="text" required maxlength={80} value={passkey.name} />
                      <button type="submit" class="secondary small">
                        {t("account.rename")}
                      </button>
                    </form>
                    <form method="post" action={`/staff/passkeys/${encodeURIComponent(passkey.id)}/remove`}>
                      <button type="submit" class="danger small" aria-label={t("account.removeNamed", { name: passkey.name })}>
                        {t("account.remove")}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <form method="post" action="/staff/passkeys/register" class="card" data-passkey="register" data-needs-script hidden>
        <div class="field">
          <label for="passkey-name">{t("account.addName")}</label>
          <input id="passkey-name" name="name" type="text" maxlength={80} placeholder={t("account.addNamePlaceholder")} />
        </div>
        <button type="submit">{t("account.add")}</button>
        <p class="notice error" role="alert" tabindex={-1} data-passkey-error hidden>
          {t("account.addFailed")}
        </p>
      </form>
      <p class="muted" data-without-script>
        {t("account.addNeedsScripts")}
      </p>
      <h2>{t("account.sessions")}</h2>
      <p class="muted">{t("account.sessionsLead", { since: formatTime(language, since) })}</p>
      <div class="pager">
        <form method="post" action="/staff/sign-out">
          <button type="submit" class="secondary">
            {t("account.signOut")}
          </button>
        </form>
        <form method="post" action="/staff/sign-out-everywhere">
          <button type="submit" class="danger">
            {t("account.signOutEverywhere")}
          </button>
        </form>
      </div>
    </Layout>
  );
}

function RoleChecks({ frame, chosen, idPrefix }: { frame: PageFrame; chosen: readonly StaffRole[]; idPrefix: string }) {
  return (
    <div class="checks">
      {STAFF_ROLES.map((role) => (
        <label key={role}>
          <input id={`${idPrefix}-${role}`} type="checkbox" name="roles" value={role} checked={chosen.includes(role)} />
          {frame.t(roleKey(role))}
        </label>
      ))}
    </div>
  );
}

export function MembersPage({
  frame,
  members,
  self,
  notice,
}: {
  frame: PageFrame;
  members: Member[];
  self: Member;
  notice?: { kind: "ok" | "error"; text: string; url?: string; extra?: string };
}) {
  const { t, language } = frame;
  return (
    <Layout frame={frame} title={t("members.title")}>
      <h1>{t("members.title")}</h1>
      {notice ? (
        <Notice kind={notice.kind}>
          <p>{notice.text}</p>
          {notice.url ? <p class="url">{notice.url}</p> : null}
          {notice.extra ? <p>{notice.extra}</p> : null}
        </Notice>
      ) : null}
      <form method="post" action="/staff/members" class="card">
        <h2>{t("members.invite")}</h2>
        <div class="field">
          <label for="invite-email">{t("members.email")}</label>
          <input id="invite-email" name="email" type="email" required autocomplete="off" />
        </div>
        <div class="field">
          <label for="invite-name">{t("members.name")}</label>
          <input id="invite-name" name="name" type="text" maxlength={200} autocomplete="off" />
        </div>
        <fieldset>
          <legend>{t("members.roles")}</legend>
          <RoleChecks frame={frame} chosen={[]} idPrefix="invite-role" />
          <p class="hint">{t("members.rolesHelp")}</p>
        </fieldset>
        <button type="submit">{t("members.send")}</button>
      </form>
      <h2 id="members-list">{t("members.list")}</h2>
      <section class="table-wrap" aria-labelledby="members-list" tabindex={0}>
        <table aria-labelledby="members-list">
          <thead>
            <tr>
              <th scope="col">{t("members.member")}</th>
              <th scope="col">{t("members.roles")}</th>
              <th scope="col">{t("members.status")}</th>
              <th scope="col">{t("members.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member, index) => (
              <tr key={member.id}>
                <th scope="row">
                  {member.email}
                  {member.id === self.id ? ` (${t("members.you")})` : ""}
                  {member.name ? (
                    <>
                      <br />
                      <span class="muted">{member.name}</span>
                    </>
                  ) : null}
                </th>
                <td>
                  <form method="post" action={`/staff/members/${member.id}/roles`}>
                    <fieldset>
                      <legend class="sr-only">{t("members.rolesOf", { email: member.email })}</legend>
                      <RoleChecks frame={frame} chosen={member.roles} idPrefix={`member-${index}-role`} />
                    </fieldset>
                    <button type="submit" class="secondary small">
                      {t("members.saveRoles")}
                    </button>
                  </form>
                </td>
                <td>
                  {member.firstSignedInAt === null ? t("members.pending") : t("members.active")}
                  {member.firstSignedInAt === null ? null : (
                    <>
                      <br />
                      <span class="muted">{formatTime(language, member.firstSignedInAt)}</span>
                    </>
                  )}
                </td>
                <td class="actions">
                  <form method="post" action={`/staff/members/${member.id}/link`}>
                    <button type="submit" class="secondary small">
                      {t("members.newLink")}
                    </button>
                  </form>
                  {member.id === self.id ? null : (
                    <form method="post" action={`/staff/members/${member.id}/remove`}>
                      <button type="submit" class="danger small" aria-label={t("members.removeNamed", { email: member.email })}>
                        {t("members.remove")}
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Layout>
  );
}

export function AuditPage({ frame, rows, page, more }: { frame: PageFrame; rows: AuditRow[]; page: number; more: boolean }) {
  const { t, language } = frame;
  return (
    <Layout frame={frame} title={t("audit.title")}>
      <h1>{t("audit.title")}</h1>
      <p class="lead">{t("audit.lead")}</p>
      {rows.length === 0 ? (
        <p>{t("audit.empty")}</p>
      ) : (
        <section class="table-wrap" aria-label={t("audit.title")} tabindex={0}>
          <table>
            <caption>{t("audit.page", { page })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("audit.when")}</th>
                <th scope="col">{t("audit.who")}</th>
                <th scope="col">{t("audit.what")}</th>
                <th scope="col">{t("audit.object")}</th>
                <th scope="col">{t("audit.detail")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time datetime={new Date(row.at).toISOString()}>{formatTime(language, row.at)}</time>
                  </td>
                  <td>{row.actor ?? ""}</td>
                  <td>
                    <AuditAction t={t} action={row.action} />
                  </td>
                  <td>{row.objectType ? `${row.objectType} ${row.objectId ?? ""}` : ""}</td>
                  <td>{row.detail ? JSON.stringify(row.detail) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <nav class="pager" aria-label={t("audit.pagination")}>
        {page > 1 ? <a href={page === 2 ? "/staff/audit" : `/staff/audit?page=${page - 1}`}>{t("audit.newer")}</a> : null}
        {more ? <a href={`/staff/audit?page=${page + 1}`}>{t("audit.older")}</a> : null}
      </nav>
    </Layout>
  );
}

/** An action by its translated name, its key below in small print (the key alone for an action the copy does not name yet). */
/** An action as staff read it: its name in their language where a section gives one, its code below. */
function AuditAction({ t, action }: { t: PageFrame["t"]; action: string }) {
  const key = (
    action.startsWith("content.") ? `content.actionNames.${action.slice("content.".length)}` : `leads.auditActions.${action.replaceAll(".", "_")}`
  ) as StaffKey;
  const name = t(key);
  if (name === key) return <code>{action}</code>;
  return (
    <>
      {name}
      <br />
      <code class="muted">{action}</code>
    </>
  );
}

export function ErrorPage({ frame, kind }: { frame: PageFrame; kind: "forbidden" | "notFound" }) {
  const { t } = frame;
  const title = t(kind === "forbidden" ? "errors.forbiddenTitle" : "errors.notFoundTitle");
  return (
    <Layout frame={frame} title={title} narrow>
      <h1>{title}</h1>
      <p class="lead">{t(kind === "forbidden" ? "errors.forbidden" : "errors.notFound")}</p>
      <p>
        <a href="/staff">{t("errors.back")}</a>
      </p>
    </Layout>
  );
}
