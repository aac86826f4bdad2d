// `npm start`: install when missing, build, then run the server, which migrates and seeds the database,
// creates the first administrator and serves the web app and the API.
import { ensureInstalled, run, serverEnv } from './lib.mjs';

ensureInstalled();
run('node', ['scripts/build.mjs']);
run('node', ['apps/server/dist/main.js'], { env: serverEnv() });
