// The 100 % reference: bare node:http answering what /healthz answers, as fastify/benchmarks'
// node-http.cjs does. Run as its own process, like the app, so both sides see the same topology.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const port = Number(process.env.PORT);

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}).listen(port, '127.0.0.1');

process.once('SIGTERM', () => process.exit(0));
