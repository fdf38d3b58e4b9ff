// Runs on any Node.js: says clearly when this one is too old for the repository's commands.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This repository needs Node.js 22.12 or newer (it runs TypeScript sources and ESM-only packages); this is Node.js ${process.versions.node}.\n` +
      'Install a current Node.js (https://nodejs.org, or nvm install 24) and run the command again.',
  );
  process.exit(1);
}
