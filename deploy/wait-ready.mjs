#!/usr/bin/env node
// Waits until the API process of this environment answers ready (GET /api/v1/health/ready: 200, "ready" or
// "degraded"), then exits 0; exits 1 when it does not within WAIT_READY_SECONDS (default 240) or answers "draining".
// The systemd unit runs it as ExecStartPost, so `systemctl start` and `systemctl restart` return once the process
// serves, and a rolling restart goes on to the next process only then (docs/deploy.md). By hand:
//   PORT=8001 node deploy/wait-ready.mjs
// No dependencies: plain Node.
const port = process.env.PORT || '8000';
const host = !process.env.HOST || process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST === '::' ? '[::1]' : process.env.HOST;
const url = `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}/api/v1/health/ready`;
const limitMs = Number(process.env.WAIT_READY_SECONDS || 240) * 1000;
const started = Date.now();
let last = 'no answer yet';
while (Date.now() - started < limitMs) {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const body = await answer.json();
    if (answer.ok) {
      console.log(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s: ${url} answers ${JSON.stringify(body)}`);
      process.exit(0);
    }
    if (body.status === 'draining') {
      console.error(`${url} answers "draining": this process is stopping`);
      process.exit(1);
    }
    last = JSON.stringify(body);
  } catch (error) {
    last = error.cause?.code ?? error.cause?.message ?? error.message;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.error(`not ready after ${limitMs / 1000} s: ${url} (last: ${last})`);
process.exit(1);
