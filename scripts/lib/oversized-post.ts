/**
 * A form POST of 2 MB sent as a script or an old client sends it: the headers, then the whole
 * body without waiting for `100 Continue`, and only then a read of the answer. The first pieces go
 * slowly, so the server answers (413) while most of the body is still to come. Resolves with the
 * answer's status line, or the error the connection ended with.
 */
import { connect } from "node:net";

export function oversizedPost(url: string, path = "/contactus"): Promise<string> {
  const { hostname, port } = new URL(url);
  const body = Buffer.alloc(2 * 1024 * 1024, "x");
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let answer = "";
    socket.on("data", (d) => {
      answer += d.toString("latin1");
    });
    socket.on("error", (error) => resolve(`error: ${error.message}`));
    socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length + 8}\r\nConnection: close\r\n\r\nmessage=`,
    );
    let at = 0;
    const next = () => {
      if (at >= body.length) return;
      const piece = body.subarray(at, at + 65_536);
      at += piece.length;
      if (socket.write(piece)) setTimeout(next, at < 262_144 ? 20 : 0);
      else socket.once("drain", next);
    };
    next();
  });
}
