/**
 * PGlite's files in DATA_DIR, owner-only (app/.server/owner-only.server.ts). The process umask is
 * not enough: Emscripten's file system, under PGlite's Postgres, chmods every file it creates to
 * the mode the C code asked for (fopen's 0666: initdb's ~970 files, the relation cache's init
 * files), past the umask. This is PGlite's own NodeFS with every mode it creates or sets stripped
 * of group and other bits, so the database, its write-ahead log included, stays 0600/0700 at every
 * write, whatever the umask.
 */
import { NodeFS } from "@electric-sql/pglite/nodefs";

type InitOptions = Parameters<NodeFS["init"]>[1];
type Module = Parameters<NonNullable<InitOptions["preRun"]>[number]>[0];
type Attributes = { mode?: number };
type SetAttr = (target: unknown, attributes: Attributes) => void;
type MakeNode = (parent: unknown, name: string, mode: number, dev: number) => unknown;
type Operations = { setattr?: SetAttr; mknod?: MakeNode };

/** Group and other bits off every mode Emscripten's Node file system creates with or sets (chmod, fchmod). */
function ownerOnlyModes(module: Module) {
  const nodefs = module.NODEFS as unknown as { node_ops: Operations; stream_ops: Operations };
  const mknod = nodefs.node_ops.mknod;
  if (mknod) nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~0o077, dev);
  for (const ops of [nodefs.node_ops, nodefs.stream_ops]) {
    const setattr = ops.setattr;
    if (!setattr) continue;
    ops.setattr = (target, attributes) =>
      setattr(target, attributes.mode === undefined ? attributes : { ...attributes, mode: attributes.mode & ~0o077 });
  }
}

export class OwnerOnlyNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS["init"]>) {
    const { emscriptenOpts } = await super.init(...args);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [ownerOnlyModes, ...(emscriptenOpts.preRun ?? [])] } };
  }
}
