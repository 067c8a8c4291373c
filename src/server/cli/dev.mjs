// `npm run dev`: the API in watch mode on PORT+1 and Vite with hot reload on PORT, proxying /api.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 8080);
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port + 1), CLIENT_DIST: 'no-client-in-dev' },
  }),
  spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, REBOX_API_PORT: String(port + 1) },
  }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) => child.on('exit', stopAll));
