import { type ComponentType, useEffect, useState, useSyncExternalStore } from "react";
import { userStore } from "~/lib/user-info";

/**
 * Where the signed-in indicator goes: its code loads only when someone is signed in (most
 * visitors never are), after the stored user info says so.
 */
export function UserSlot() {
  const signedIn = useSyncExternalStore(
    userStore.subscribe,
    () => Boolean(userStore.get().user),
    () => false,
  );
  const [Indicator, setIndicator] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (signedIn && !Indicator)
      import("./user-indicator").then(
        (module) => setIndicator(() => module.UserIndicator),
        () => undefined,
      );
  }, [signedIn, Indicator]);
  return signedIn && Indicator ? <Indicator /> : null;
}
