// METRICS_PORT: /metrics on a port of its own, apart from the API (which the load balancer
// exposes), so Prometheus can scrape it where people cannot reach it.
import http from 'node:http';

export interface MetricsServerOptions {
  host: string;
  port: number;
  collect(): Promise<string>;
  contentType: string;
}

export function serveMetrics(options: MetricsServerOptions): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Metrics are at /metrics.\n');
      return;
    }
    options.collect().then(
      (text) => response.writeHead(200, { 'Content-Type': options.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => response.writeHead(503, { 'Content-Type': 'text/plain' }).end('The metrics could not be collected.\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      // Not a reason to keep the process alive on its own: it stops with the API.
      server.unref();
      resolve(server);
    });
  });
}
