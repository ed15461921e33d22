/**
 * The flags Node runs the server with: `node --single-threaded-gc server/main.ts`. `npm start`,
 * the bench, the tests and `deploy/noteva@.service` all start it so.
 *
 * An instance serves from one core (more traffic, more instances: one per core). V8's collector
 * otherwise marks and sweeps on helper threads, which then take turns with the requests on that
 * one core: a render that waited behind them took 40–60 ms instead of 5–10. With the collector on
 * the main thread, its work comes in steps of a fraction of a millisecond between and within
 * renders, and in one pause of 10–20 ms per full collection (docs/bench.md). V8 reads this flag
 * only at start-up, so it cannot be set from inside the server.
 */
export const SERVER_NODE_FLAGS = ["--single-threaded-gc"];
