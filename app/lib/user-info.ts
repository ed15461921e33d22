import * as href from "./href-shared";
import { siteConfig, storageKey } from "./site-config";

/**
 * User info lives in browser storage under "musical-userinfo" (seed-spec sections 4 and 9); it
 * holds only what the UI displays, never a token. Base info is the signed-in user's permissions
 * and counters, refreshed from the API on each route change while user info is present.
 */
export type UserInfo = { name: string; role: string };
export type BaseInfo = { permissions: string[]; unreadMessages: number; draftsWaiting: number };
export type UserState = { user: UserInfo | null; base: BaseInfo | null };

export const USER_INFO_KEY = storageKey(siteConfig.userInfoKey);

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === "object" &&
      typeof (value as UserInfo).name === "string" &&
      typeof (value as UserInfo).role === "string"
    ) {
      return { name: (value as UserInfo).name, role: (value as UserInfo).role };
    }
  } catch {
    // A corrupt value is treated as absent; `load` removes it.
  }
  return null;
}

export function createUserStore(storage: () => StorageLike | null) {
  let state: UserState = { user: null, base: null };
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const safe = (fn: (s: StorageLike) => void) => {
    try {
      const s = storage();
      if (s) fn(s);
    } catch {
      // Storage can be unavailable (private mode, quota); the in-memory state still works.
    }
  };
  return {
    /** Reads the stored user info; call once before the app renders. */
    load() {
      let raw: string | null = null;
      safe((s) => {
        raw = s.getItem(USER_INFO_KEY);
      });
      const user = parseUserInfo(raw);
      if (raw !== null && !user) safe((s) => s.removeItem(USER_INFO_KEY));
      state = { user, base: null };
      emit();
    },
    update(user: UserInfo) {
      const clean = { name: user.name, role: user.role };
      safe((s) => s.setItem(USER_INFO_KEY, JSON.stringify(clean)));
      state = { ...state, user: clean };
      emit();
    },
    setBase(base: BaseInfo | null) {
      state = { ...state, base };
      emit();
    },
    clear() {
      safe((s) => s.removeItem(USER_INFO_KEY));
      state = { user: null, base: null };
      emit();
    },
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;

/** The browser's store; on the server there is no storage and the state stays empty. */
export const userStore = createUserStore(() => (typeof window === "undefined" ? null : window.localStorage));

/** Fetches base info; a 401 means the session ended, so user info is cleared. */
export async function refreshBaseInfo(
  store: UserStore,
  fetcher: (url: string) => Promise<Response> = (url) => fetch(url, { credentials: "same-origin" }),
): Promise<void> {
  if (!store.get().user) return;
  try {
    const response = await fetcher(href.apiBaseInfo());
    if (response.status === 401) {
      store.clear();
      return;
    }
    if (!response.ok) return;
    store.setBase((await response.json()) as BaseInfo);
  } catch {
    // Offline or a network error: keep what we have and try on the next route change.
  }
}
