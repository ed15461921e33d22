// Runs before every npm script: the project needs Node 22 or newer (it pins 24 in node_modules).
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `Noteva needs Node 22 or newer, but this is Node ${process.versions.node}. ` +
      "Run 'npm ci' first: it installs the pinned Node 24 into node_modules, which npm scripts then use.",
  );
  process.exit(1);
}
