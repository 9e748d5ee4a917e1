// `npm run dev`: the word vectors (derived once), then the API server (tsx watch) and the web app (Vite)
// side by side; Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';

const vectors = spawnSync('npm', ['run', '--silent', 'vectors', '-w', '@foursight/analysis'], { stdio: 'inherit' });
if (vectors.status !== 0) process.exit(vectors.status ?? 1);

const children = [
  spawn('npm', ['run', 'dev', '-w', '@foursight/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@foursight/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
