// `npm start`: builds what is missing or older than its sources, then runs the server.
import { spawnSync } from 'node:child_process';
import { isBuildStale } from './build-state.mjs';

if (isBuildStale()) {
  process.stdout.write('rebox: building the app (first start or changed sources)...\n');
  const built = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) {
    process.stderr.write('rebox: the build failed; see the lines above.\n');
    process.exit(1);
  }
}
// Imported, not spawned: one process, so SIGTERM reaches the server's own handler.
await import('../../../dist/server/main.js');
