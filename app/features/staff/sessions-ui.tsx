/** The account page's list of the member's sessions, each with a button to end it. */
import { Form } from "react-router";
import { AdminTable, adminSecondary } from "~/components/ui/admin/ui";
import { fill, useAdminFormats } from "~/lib/admin/i18n";
import type { AccountText } from "./text/account";

type Listed = {
  handle: string;
  device: string;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

export function SessionList({ sessions, text: t }: { sessions: Listed[]; text: AccountText["sessions"] }) {
  const { dateTime: formatDateTime } = useAdminFormats();
  return (
    <section aria-labelledby="sessions-title" className="mt-8">
      <h2 id="sessions-title" className="mb-3 text-lg font-bold">
        {t.title}
      </h2>
      <AdminTable columns={[t.device, t.signedIn, t.lastSeen, t.address, t.end]}>
        {sessions.map((s) => (
          <tr key={s.handle}>
            <td className="px-4 py-3">
              {s.device}
              {s.current ? <span className="block text-xs text-muted">{t.thisBrowser}</span> : null}
            </td>
            <td className="px-4 py-3">{formatDateTime(s.createdAt)}</td>
            <td className="px-4 py-3">{formatDateTime(s.lastSeenAt)}</td>
            <td className="px-4 py-3 font-mono">{s.address ?? t.unknown}</td>
            <td className="px-4 py-3">
              {s.current ? (
                "—"
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="handle" value={s.handle} />
                  <button type="submit" className="text-xs font-semibold text-accent underline">
                    {t.end}
                    <span className="sr-only">
                      {" "}
                      {fill(t.endLabel, { device: s.device, at: formatDateTime(s.createdAt) })}
                    </span>
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {sessions.length > 1 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className={adminSecondary}>
            {t.endOthers}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
