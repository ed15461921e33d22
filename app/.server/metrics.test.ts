import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registry } from "./metrics";

/** The metric names a file refers to, without histogram suffixes (they belong to one metric). */
function namesIn(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const names = text.match(/\b(noteva|nodejs|process)_[a-z0-9_]+/g) ?? [];
  return [...new Set(names.map((n) => n.replace(/_(bucket|count|sum)$/, "")))];
}

describe("the metrics the alerts and the dashboard read", () => {
  it.each(["deploy/prometheus/alerts.yml", "deploy/grafana/noteva-dashboard.json"])("exist: %s", async (file) => {
    const served = new Set((await registry.getMetricsAsJSON()).map((m) => m.name));
    const names = namesIn(file);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((n) => !served.has(n))).toEqual([]);
  });

  it("the dashboard is Grafana JSON with a query in every panel", () => {
    const dashboard = JSON.parse(readFileSync("deploy/grafana/noteva-dashboard.json", "utf8")) as {
      uid: string;
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.uid).toBe("noteva-website");
    for (const panel of dashboard.panels) expect(panel.targets.length, panel.title).toBeGreaterThan(0);
  });
});
