import { describe, expect, it } from "vitest";
import { shownAddress } from "./shown-address";

describe("an outbox address as staff see it", () => {
  it("is masked for firmware news mails only", () => {
    expect(shownAddress("firmware-news", "fan@example.com")).toBe("f•••@example.com");
    expect(shownAddress("firmware-confirm", "fan@example.com")).toBe("f•••@example.com");
    expect(shownAddress("firmware-news", "no-at-sign")).toBe("•••");
    expect(shownAddress("contact-ack", "mara@example.com")).toBe("mara@example.com");
  });
});
