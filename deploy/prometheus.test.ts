import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The alert rules and the scrape configuration are checked by Prometheus's own tool, and each
 * alert is shown to fire on its signal and stay quiet before it (prometheus/alerts.test.yml).
 * `npm test` installs Debian's prometheus package (promtool) where it runs as root.
 */
const promtool = spawnSync("sh", ["-c", "command -v promtool"], { encoding: "utf8" }).stdout.trim();
const dir = path.join(import.meta.dirname, "prometheus");
const run = (...args: string[]) => spawnSync(promtool, args, { cwd: dir, encoding: "utf8" });

describe.runIf(promtool)("Prometheus rules (promtool)", () => {
  it("the configuration and rules are valid", () => {
    const config = run("check", "config", "prometheus.yml");
    expect(config.stdout + config.stderr).toContain("SUCCESS");
    expect(config.status).toBe(0);
  });

  it("every alert fires on its signal, and not before", () => {
    const tested = run("test", "rules", "alerts.test.yml");
    expect(tested.stdout + tested.stderr).toContain("SUCCESS");
    expect(tested.status).toBe(0);
  });
});
