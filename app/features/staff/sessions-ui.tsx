/** The account page's list of the member's sessions, each with a button to end it. */
import { Form } from "react-router";
import { AdminTable, adminSecondary, formatDateTime } from "~/features/admin/ui";

type Listed = {
  handle: string;
  device: string;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

export function SessionList({ sessions }: { sessions: Listed[] }) {
  return (
    <section aria-labelledby="sessions-title" className="mt-8">
      <h2 id="sessions-title" className="mb-3 text-lg font-bold">
        Where you are signed in
      </h2>
      <AdminTable columns={["Device", "Signed in", "Last seen", "Address", "End"]}>
        {sessions.map((s) => (
          <tr key={s.handle}>
            <td className="px-4 py-3">
              {s.device}
              {s.current ? <span className="block text-xs text-muted">this browser</span> : null}
            </td>
            <td className="px-4 py-3">{formatDateTime(s.createdAt)}</td>
            <td className="px-4 py-3">{formatDateTime(s.lastSeenAt)}</td>
            <td className="px-4 py-3 font-mono">{s.address ?? "unknown"}</td>
            <td className="px-4 py-3">
              {s.current ? (
                "—"
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="handle" value={s.handle} />
                  <button type="submit" className="text-xs font-semibold text-accent underline">
                    End
                    <span className="sr-only">
                      {" "}
                      the session on {s.device} signed in {formatDateTime(s.createdAt)}
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
            End all other sessions
          </button>
        </Form>
      ) : null}
    </section>
  );
}
