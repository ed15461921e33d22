import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installBuildCheck } from "./lib/build-skew";
import { installChunkErrorHandling, pendingNavigationMemory, resumePendingNavigation } from "./lib/chunk-failure";
import { noteTypingUntilHydrated } from "./lib/typed-before-hydration";
import { userStore } from "./lib/user-info";

installChunkErrorHandling();
// a route data request names this tab's build; an answer from another build loads a document
if (!import.meta.env.DEV) installBuildCheck();
// what is typed before hydration is put back after it (root.tsx)
noteTypingUntilHydrated();
// Seed-spec section 4: user info is loaded from browser storage before the app renders.
userStore.load();

let hydrated = false;
function hydrate() {
  if (hydrated) return;
  hydrated = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[pendingNavigationMemory]} />
      </StrictMode>,
    );
  });
}

if (!resumePendingNavigation()) {
  // The server HTML is already complete: let the browser paint it first, then hydrate. The
  // timer covers tabs that do not render frames (opened in the background).
  requestAnimationFrame(() => setTimeout(hydrate, 0));
  setTimeout(hydrate, 100);
}
