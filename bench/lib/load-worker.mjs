// Fires one scenario's load with autocannon in a worker thread, so the load generator does not share the event loop
// of the server it measures. Plain JavaScript: worker threads do not inherit tsx's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** @type {{ url: string, connections: number, duration: number, requests: Array<{ method: string, path: string, headers: Record<string, string>, body?: string }>, expectStatus?: number }} */
const job = workerData;
/** @type {number[]} */
const latencies = [];
const statuses = {};

const instance = autocannon(
  {
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    requests: job.requests,
    timeout: 30,
  },
  (error, result) => {
    if (error) {
      parentPort.postMessage({ error: String(error) });
      return;
    }
    parentPort.postMessage({
      latencies: Float64Array.from(latencies),
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      duration: result.duration,
      bytes: result.throughput.total,
    });
  },
);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
