import { describe, expect, it } from "vitest";
import { accountText } from "~/features/staff/text/account";
import { staffMailText } from "~/features/staff/text/mail";
import { describeDevice, truncateAddress } from "./client-device";

describe("truncated addresses", () => {
  it("keeps an IPv4 address's /24", () => {
    expect(truncateAddress("203.0.113.77")).toBe("203.0.113.x");
    expect(truncateAddress("::ffff:198.51.100.9")).toBe("198.51.100.x");
    expect(truncateAddress("300.1.1.1")).toBeNull();
  });
  it("keeps an IPv6 address's /48", () => {
    expect(truncateAddress("2001:db8:1234:5678::1")).toBe("2001:db8:1234::/48");
    expect(truncateAddress("2001:0db8:0001:ffff:0:0:0:1")).toBe("2001:db8:1::/48");
    // the machine itself is no one's address
    expect(truncateAddress("::1")).toBe("::1");
    expect(truncateAddress("0:0:0:0:0:0:0:1")).toBe("::1");
    expect(truncateAddress("::ffff:203.0.113.77")).toBe("203.0.113.x");
    expect(truncateAddress("fe80::1::2")).toBeNull();
    expect(truncateAddress("")).toBeNull();
  });
});

describe("devices", () => {
  it("names the browser and the system", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Linux");
    expect(describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0")).toBe(
      "Firefox on Windows",
    );
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(describeDevice("curl/8.0")).toBe("Unknown device");
  });

  it("names them as the reader's language does", () => {
    const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
    expect(describeDevice(firefox, accountText.de.sessions.deviceNames)).toBe("Firefox unter Windows");
    expect(describeDevice(firefox, accountText.ja.sessions.deviceNames)).toBe("WindowsのFirefox");
    expect(describeDevice("curl/8.0", staffMailText.ja.deviceNames)).toBe("不明");
  });
});
