import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkErrorHandling, resumePendingNavigation } from "./lib/chunk-failure";
import { userStore } from "./lib/user-info";

installChunkErrorHandling();
// Seed-spec section 4: user info is loaded from browser storage before the app renders.
userStore.load();

if (!resumePendingNavigation()) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
