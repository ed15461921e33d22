/** The staff screen's table: each account's role, age, second factors and state, with their buttons. */
import { Form } from "react-router";
import { AdminTable } from "~/components/ui/admin/ui";
import { fill, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import { type StaffRole, staffRoles } from "~/lib/permissions";
import type { UsersText } from "./text/users";

type Row = {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  factors: number;
  disabled: boolean;
};

export function StaffTable({ users, me, t }: { users: Row[]; me: number; t: UsersText }) {
  const { dateTime } = useAdminFormats();
  const { roles } = useAdminFrame();
  const c = t.columns;
  return (
    <AdminTable columns={[c.name, c.role, c.since, c.factor, c.account]}>
      {users.map((u) => (
        <tr key={u.id}>
          <td className="px-4 py-3">
            {u.name}
            <span className="block text-xs text-muted">{u.email}</span>
          </td>
          <td className="px-4 py-3">
            {u.id === me ? (
              roles[u.role]
            ) : (
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="id" value={u.id} />
                <label htmlFor={`role-${u.id}`} className="sr-only">
                  {fill(t.roleOf, { name: u.name })}
                </label>
                <select
                  id={`role-${u.id}`}
                  name="role"
                  defaultValue={u.role}
                  className="rounded border border-line px-2 py-1"
                >
                  {staffRoles.map((r) => (
                    <option key={r} value={r}>
                      {roles[r]}
                    </option>
                  ))}
                </select>
                <button type="submit" className="text-xs font-semibold text-accent underline">
                  {t.change}
                  <span className="sr-only">{fill(t.changeRoleOf, { name: u.name })}</span>
                </button>
              </Form>
            )}
          </td>
          <td className="px-4 py-3">{dateTime(u.createdAt)}</td>
          <td className="px-4 py-3">
            {u.factors ? fill(t.factorsAdded, { count: u.factors }) : t.none}
            {u.factors && u.id !== me ? (
              <Form method="post">
                <input type="hidden" name="id" value={u.id} />
                <button
                  type="submit"
                  name="intent"
                  value="reset-factors"
                  className="text-xs font-semibold text-accent underline"
                >
                  {t.reset}
                  <span className="sr-only">{fill(t.resetOf, { name: u.name })}</span>
                </button>
              </Form>
            ) : null}
          </td>
          <td className="px-4 py-3">
            {u.id === me ? (
              t.you
            ) : (
              <Form method="post">
                <input type="hidden" name="id" value={u.id} />
                <button
                  type="submit"
                  name="intent"
                  value={u.disabled ? "enable" : "disable"}
                  className="text-xs font-semibold text-accent underline"
                >
                  {u.disabled ? t.enable : t.disable}
                  <span className="sr-only"> {u.name}</span>
                </button>
              </Form>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
