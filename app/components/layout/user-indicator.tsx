import { useEffect, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { refreshBaseInfo, userStore } from "~/lib/user-info";

/**
 * Shows who is signed in (from the stored user info) and, while user info is present, refreshes
 * base info on every route change (seed-spec section 6).
 */
export function UserIndicator() {
  const state = useSyncExternalStore(userStore.subscribe, userStore.get, () => null);
  const location = useLocation();
  const signedIn = Boolean(state?.user);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh on every route change
  useEffect(() => {
    if (signedIn) void refreshBaseInfo(userStore);
  }, [location.key, signedIn]);

  if (!state?.user) return null;
  const unread = state.base?.unreadMessages ?? 0;
  return (
    <Link
      to="/admin"
      className="hidden items-center gap-2 rounded-full bg-mist px-3 py-1.5 text-xs font-semibold text-ink hover:bg-line sm:flex"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-600" />
      <span>
        {state.user.name}
        <span className="sr-only"> is signed in: open the admin</span>
      </span>
      {unread > 0 ? (
        <span className="rounded-full bg-accent px-1.5 text-white">
          {unread}
          <span className="sr-only"> unread messages</span>
        </span>
      ) : null}
    </Link>
  );
}
