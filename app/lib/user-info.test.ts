import { describe, expect, it, vi } from "vitest";
import { createUserStore, parseUserInfo, refreshBaseInfo, USER_INFO_KEY } from "./user-info";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("user info storage", () => {
  it("uses the key musical-userinfo", () => {
    expect(USER_INFO_KEY).toBe("musical-userinfo");
  });

  it("loads the stored user info", () => {
    const storage = memoryStorage({ [USER_INFO_KEY]: JSON.stringify({ name: "Ada", role: "editor" }) });
    const store = createUserStore(() => storage);
    expect(store.get().user).toBeNull();
    store.load();
    expect(store.get()).toEqual({ user: { name: "Ada", role: "editor" }, base: null });
  });

  it("removes a corrupt stored value on load", () => {
    const storage = memoryStorage({ [USER_INFO_KEY]: "{not json" });
    const store = createUserStore(() => storage);
    store.load();
    expect(store.get().user).toBeNull();
    expect(storage.data.has(USER_INFO_KEY)).toBe(false);
  });

  it("stores an update, keeping only display fields", () => {
    const storage = memoryStorage();
    const store = createUserStore(() => storage);
    store.update({ name: "Ada", role: "admin", token: "secret" } as never);
    expect(JSON.parse(storage.data.get(USER_INFO_KEY) ?? "")).toEqual({ name: "Ada", role: "admin" });
    expect(store.get().user).toEqual({ name: "Ada", role: "admin" });
  });

  it("clear empties user and base info and removes the key", () => {
    const storage = memoryStorage();
    const store = createUserStore(() => storage);
    store.update({ name: "Ada", role: "admin" });
    store.setBase({ permissions: ["content"], unreadMessages: 2, draftsWaiting: 1 });
    store.clear();
    expect(store.get()).toEqual({ user: null, base: null });
    expect(storage.data.has(USER_INFO_KEY)).toBe(false);
  });

  it("notifies subscribers", () => {
    const store = createUserStore(() => memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update({ name: "A", role: "editor" });
    store.clear();
    unsubscribe();
    store.update({ name: "B", role: "editor" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps working in memory when storage throws", () => {
    const store = createUserStore(() => {
      throw new Error("denied");
    });
    store.update({ name: "A", role: "editor" });
    expect(store.get().user?.name).toBe("A");
  });

  it("parseUserInfo rejects values without name and role", () => {
    expect(parseUserInfo(JSON.stringify({ name: 1 }))).toBeNull();
    expect(parseUserInfo(null)).toBeNull();
  });
});

describe("refreshBaseInfo", () => {
  it("does nothing without user info", async () => {
    const store = createUserStore(() => memoryStorage());
    const fetcher = vi.fn();
    await refreshBaseInfo(store, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("stores base info from /api/base-info", async () => {
    const store = createUserStore(() => memoryStorage());
    store.update({ name: "A", role: "editor" });
    const base = { permissions: ["content"], unreadMessages: 3, draftsWaiting: 0 };
    const fetcher = vi.fn(async () => Response.json(base));
    await refreshBaseInfo(store, fetcher);
    expect(fetcher).toHaveBeenCalledWith("/api/base-info");
    expect(store.get().base).toEqual(base);
  });

  it("clears user info when the session has ended (401)", async () => {
    const storage = memoryStorage();
    const store = createUserStore(() => storage);
    store.update({ name: "A", role: "editor" });
    await refreshBaseInfo(store, async () => new Response(null, { status: 401 }));
    expect(store.get().user).toBeNull();
    expect(storage.data.has(USER_INFO_KEY)).toBe(false);
  });

  it("keeps user info on a network error or a 5xx", async () => {
    const store = createUserStore(() => memoryStorage());
    store.update({ name: "A", role: "editor" });
    await refreshBaseInfo(store, async () => {
      throw new TypeError("offline");
    });
    await refreshBaseInfo(store, async () => new Response(null, { status: 503 }));
    expect(store.get().user?.name).toBe("A");
  });
});
