/** A slowloris for the fuzz suite: a client that keeps a connection open by never finishing its headers. */
import { connect } from "node:net";

export type SlowClient = {
  closed: Promise<void>;
  isOpen: () => boolean;
  openFor: () => number;
  received: () => string;
  destroy: () => void;
};

/** A slowloris: a request whose headers arrive one byte a second and never end. */
export function slowClient(url: string): SlowClient {
  const { hostname, port } = new URL(url);
  const opened = Date.now();
  let closedAt = 0;
  let received = "";
  const socket = connect(Number(port), hostname);
  socket.setEncoding("latin1");
  socket.on("data", (d: string) => {
    received += d;
  });
  socket.on("error", () => {});
  socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: "));
  const drip = setInterval(() => {
    if (!socket.destroyed) socket.write("a");
  }, 1000);
  const closed = new Promise<void>((resolve) =>
    socket.on("close", () => {
      closedAt = Date.now();
      clearInterval(drip);
      resolve();
    }),
  );
  return {
    closed,
    isOpen: () => closedAt === 0,
    openFor: () => (closedAt || Date.now()) - opened,
    received: () => received,
    destroy: () => {
      clearInterval(drip);
      socket.destroy();
    },
  };
}
