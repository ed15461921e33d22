import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import * as adminHref from "~/lib/admin/href";
import { useFrame } from "~/lib/i18n/frame";
import { refreshBaseInfo, userStore } from "~/lib/user-info";

/**
 * Shows who is signed in (from the stored user info) and, while user info is present, refreshes
 * base info on every route change (seed-spec section 6).
 */
export function UserIndicator() {
  const state = useSyncExternalStore(userStore.subscribe, userStore.get, () => null);
  const location = useLocation();
  const signedIn = Boolean(state?.user);
  const m = useFrame();

  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh on every route change
  useEffect(() => {
    if (signedIn) void refreshBaseInfo(userStore);
  }, [location.key, signedIn]);

  if (!state?.user) return null;
  const unread = state.base?.unreadMessages ?? 0;
  return (
    <a
      href={adminHref.dashboard()}
      className="hidden items-center gap-2 rounded-full bg-mist px-3 py-1.5 text-xs font-semibold text-ink hover:bg-line sm:flex"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-600" />
      <span>
        {state.user.name}
        <span className="sr-only">{m.user.signedIn}</span>
      </span>
      {unread > 0 ? (
        <span className="rounded-full bg-accent px-1.5 text-white">
          {unread}
          <span className="sr-only">{m.user.unread}</span>
        </span>
      ) : null}
    </a>
  );
}
