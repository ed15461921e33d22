/** For the server's unit tests: one request over node:http, answered with its raw (undecoded) body. */
import { type IncomingHttpHeaders, request } from "node:http";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
