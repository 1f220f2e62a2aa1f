/**
 * Starts the web server: `npm run serve` (after `npm run build`), or `npm start` to do both.
 * PORT sets the port (default 4173); HOST the interface (default all).
 */
import { createApp } from './app';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST;

const app = createApp();
const server = host ? app.listen(port, host) : app.listen(port);
server.on('listening', () => {
  console.log(`Serving the site on http://localhost:${port}`);
});
server.on('error', (error) => {
  console.error(`Could not start the server on port ${port}: ${error.message}`);
  process.exit(1);
});

function shutDown() {
  server.close(() => process.exit(0));
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
