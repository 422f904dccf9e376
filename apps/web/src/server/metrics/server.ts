import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { NodeMetrics } from './nodeMetrics.ts';

/** The metrics listener as started: where it listens, and how to stop it. */
export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` on a listener of its own (`METRICS_PORT`, loopback unless `METRICS_HOST` says
 * otherwise), apart from the public app: the public port has no `/metrics` route, so what a node
 * tells its scraper never reaches the internet through the load balancer. Anything but
 * `GET|HEAD /metrics` answers 404; a scrape that fails answers 500 with the reason.
 */
export async function startMetricsServer(
  metrics: NodeMetrics,
  options: { port: number; host: string },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found: metrics are at /metrics\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`Could not collect the metrics: ${(error as Error).message}\n`);
      },
    );
  });
  // Scrapers keep connections open between scrapes; they must not hold up shutdown.
  server.keepAliveTimeout = 5000;
  server.listen(options.port, options.host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
