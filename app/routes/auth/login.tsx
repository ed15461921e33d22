import { data, Form, Link } from "react-router";
import { Logo } from "~/components/layout/logo";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/login";

export const meta = () => [
  ...pageMeta("Staff sign-in", "Sign in to the Noteva content admin."),
  { name: "robots", content: "noindex" },
];

/** Staff accounts arrive with the content admin; until then every attempt gets a clear answer. */
export function action() {
  return data({ error: "Staff sign-in is not open yet: the content admin is being set up." }, { status: 403 });
}

/** Outside the shared layout (seed-spec section 2). */
export default function Login({ actionData }: Route.ComponentProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-mist px-5 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <Link to="/" aria-label="Noteva home" className="inline-block">
          <Logo />
        </Link>
        <h1 className="mt-8 text-2xl font-bold">Staff sign-in</h1>
        <p className="mt-2 text-sm text-ink-soft">For Noteva staff who keep the website up to date.</p>
        <Form method="post" className="mt-8 space-y-5">
          <div>
            <label htmlFor="email" className="block text-sm font-semibold">
              E-mail
            </label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              className="mt-1 h-11 w-full rounded-lg border border-line px-3"
            />
          </div>
          <div>
            <label htmlFor="password" className="block text-sm font-semibold">
              Password
            </label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className="mt-1 h-11 w-full rounded-lg border border-line px-3"
            />
          </div>
          {actionData?.error ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-accent-dark">
              {actionData.error}
            </p>
          ) : null}
          <button type="submit" className="h-11 w-full rounded-full bg-ink font-semibold text-white hover:bg-accent">
            Sign in
          </button>
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-ink-soft underline hover:text-ink">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
