/** @jsxImportSource hono/jsx */
import { Readable } from "node:stream";
import type { FormId } from "../../../contracts/form-ids.ts";
import { decodeCursor, formsFor, type InboxService, LeadActionError, LeadNotFound, parseFilters } from "../../leads/inbox-service.ts";
import type { StaffKey } from "../copy.ts";
import { formatTime } from "../layout.tsx";
import type { StaffContext, StaffFeature, StaffKit } from "../staff-app.tsx";
import type { Member } from "../staff-service.ts";
import { LeadPage, LeadsPage } from "./pages.tsx";

/**
 * The leads inbox under /staff/leads (CONTRACT.md section 8, docs/decisions/0043-leads-inbox.md):
 * sales and recruiters (admins too) see the leads of their forms only; a lead of another form is a
 * 404 on every path. Pages work without scripts (GET filters, POST and 303 back); a request that
 * accepts JSON (server/staff/browser/inbox.ts) gets JSON instead of the redirect.
 */
export function leadsInbox(options: {
  inbox: InboxService;
  /** The forms relayed to the company's system: the others are kept here only, never "sending". */
  relayed?: readonly FormId[];
  /** A released or retried lead: the relay and the mail worker look now rather than at their next poll. */
  wake?: () => void;
}): StaffFeature {
  const { inbox } = options;
  const relayed = new Set<string>(options.relayed ?? []);
  /** A lead of a form with no system to relay it to waits for none: it is shown as kept here. */
  const asShown = <Row extends { form: string; delivery: string }>(row: Row): Row =>
    row.delivery === "pending" && !relayed.has(row.form) ? { ...row, delivery: "stored" } : row;
  return (app, kit: StaffKit) => {
    const guard = kit.requireRole("sales", "recruiter");
    const formsOf = (c: StaffContext): FormId[] => formsFor(c.get("session").member.roles);
    const wantsJson = (c: StaffContext) => (c.req.header("accept") ?? "").includes("application/json");
    const membersById = async () => new Map((await kit.staff.members()).map((member) => [member.id, member] as [string, Member]));

    app.get("/leads", guard, async (c) => {
      const forms = formsOf(c);
      const { filters, problems } = parseFilters(c.req.query(), forms);
      const after = decodeCursor(c.req.query("after"));
      const [{ rows, next }, counts, members] = await Promise.all([
        inbox.list(forms, filters, after),
        inbox.newCounts(forms),
        membersById(),
      ]);
      return kit.html(
        c,
        <LeadsPage
          frame={c.get("frame")}
          forms={forms}
          filters={{ ...filters, ...rawOf(c, problems) }}
          problems={problems}
          rows={rows.map(asShown)}
          next={next}
          after={after}
          counts={counts}
          members={members}
          erased={c.req.query("erased")}
        />,
        problems.length > 0 ? 400 : 200,
      );
    });

    // The new-lead counts for the open list (the script polls it).
    app.get("/leads/counts.json", guard, async (c) => c.json({ counts: await inbox.newCounts(formsOf(c)) }));

    app.get("/leads/export.csv", guard, async (c) => {
      const { filters, problems } = parseFilters(c.req.query(), formsOf(c));
      if (problems.length > 0) return c.json({ error: "bad_filters", problems }, 400);
      const stream = await inbox.exportCsv(formsOf(c), filters, kit.actorOf(c.get("session")));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
        "X-Content-Type-Options": "nosniff",
      });
    });

    const leadPage = async (c: StaffContext, id: string, notice?: { kind: "ok" | "error"; text: string }, status: 200 | 400 = 200) => {
      const session = c.get("session");
      try {
        const lead = await inbox.lead(id, formsOf(c), kit.actorOf(session));
        const members = await membersById();
        const assignable = [...members.values()].filter((member) => formsFor(member.roles).includes(lead.form));
        return kit.html(
          c,
          <LeadPage frame={c.get("frame")} lead={asShown(lead)} members={members} assignable={assignable} notice={notice} />,
          status,
        );
      } catch (error) {
        if (error instanceof LeadNotFound) return kit.notFound(c);
        throw error;
      }
    };

    app.get("/leads/:id", guard, (c) => {
      const { t } = c.get("frame");
      const done = c.req.query("done");
      const count = c.req.query("count") ?? "0";
      const known = ["status", "note", "assigned", "spam", "released", "retried"];
      const notice =
        done && known.includes(done) ? { kind: "ok" as const, text: t(`leads.done.${done}` as StaffKey, { count }) } : undefined;
      return leadPage(c, c.req.param("id"), notice);
    });

    app.get("/leads/:id/resume", guard, async (c) => {
      try {
        const file = await inbox.resume(c.req.param("id"), formsOf(c), kit.actorOf(c.get("session")));
        if (!file) return kit.notFound(c);
        return c.body(new Uint8Array(file.content), 200, {
          "Content-Type": file.type,
          "Content-Disposition": `attachment; filename="${file.filename}"`,
          "X-Content-Type-Options": "nosniff",
          "Content-Security-Policy": "default-src 'none'; sandbox",
        });
      } catch (error) {
        if (error instanceof LeadNotFound) return kit.notFound(c);
        throw error;
      }
    });

    /** One action's route: the lead's forms checked by the service, 303 back (or JSON), a translated message on bad input. */
    const action = (
      verb: string,
      run: (c: StaffContext, id: string, form: Record<string, string>) => Promise<Record<string, unknown> & { done: string }>,
    ) =>
      app.post(`/leads/:id/${verb}`, guard, async (c) => {
        const id = c.req.param("id");
        const body = await c.req.parseBody();
        const form: Record<string, string> = {};
        for (const [key, value] of Object.entries(body)) if (typeof value === "string") form[key] = value;
        try {
          const result = await run(c, id, form);
          if (wantsJson(c)) return c.json({ ok: true, ...result });
          const count = typeof result.count === "number" ? `&count=${result.count}` : "";
          if (result.done === "erased") return c.redirect(`/staff/leads?erased=${result.count ?? 0}`, 303);
          return c.redirect(`/staff/leads/${id}?done=${result.done}${count}`, 303);
        } catch (error) {
          if (error instanceof LeadNotFound) return wantsJson(c) ? c.json({ error: "not_found" }, 404) : kit.notFound(c);
          if (error instanceof LeadActionError || error instanceof ConfirmError) {
            const code = error instanceof ConfirmError ? "confirm" : error.code;
            const text = c.get("frame").t(`leads.errors.${code}` as StaffKey);
            if (wantsJson(c)) return c.json({ error: code, message: text }, 400);
            return leadPage(c, id, { kind: "error", text }, 400);
          }
          throw error;
        }
      });

    action("status", async (c, id, form) => {
      const status = await inbox.setStatus(id, formsOf(c), form.status ?? "", kit.actorOf(c.get("session")));
      return { done: "status", status, label: c.get("frame").t(`leads.statuses.${status}` as StaffKey) };
    });
    action("notes", async (c, id, form) => {
      const { language } = c.get("frame");
      const note = await inbox.addNote(id, formsOf(c), form.note ?? "", kit.actorOf(c.get("session")));
      const byline = c.get("frame").t("leads.detail.noteBy", { author: note.author, at: formatTime(language, note.at) });
      return { done: "note", note: { text: note.text, byline } };
    });
    action("assign", async (c, id, form) => {
      const assignee = await inbox.assign(id, formsOf(c), form.assignee ?? "", kit.actorOf(c.get("session")));
      return { done: "assigned", assignee };
    });
    action("spam", async (c, id) => {
      await inbox.markSpam(id, formsOf(c), kit.actorOf(c.get("session")));
      return { done: "spam" };
    });
    action("release", async (c, id) => {
      if (!(await inbox.release(id, formsOf(c), kit.actorOf(c.get("session"))))) throw new LeadActionError("not_spam");
      options.wake?.();
      return { done: "released" };
    });
    action("retry", async (c, id) => {
      const result = await inbox.retry(id, formsOf(c), kit.actorOf(c.get("session")));
      if (!result.queued && result.mails === 0) throw new LeadActionError("nothing_to_retry");
      options.wake?.();
      return { done: "retried" };
    });
    action("erase", async (c, id, form) => {
      if (form.confirm !== "yes") throw new ConfirmError();
      const target = form.scope === "person" ? { personOf: id } : { id };
      const count = await inbox.forget(target, formsOf(c), kit.actorOf(c.get("session")));
      return { done: "erased", count };
    });
  };
}

class ConfirmError extends Error {}

/** The typed values of filters that were refused, kept in the form so nobody types them again. */
function rawOf(c: StaffContext, problems: string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of ["from", "to"] as const) if (problems.includes(key)) kept[key] = c.req.query(key) ?? "";
  return kept;
}
