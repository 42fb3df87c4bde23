// The floor: a bare node:http server answering the catalogue JSON, nothing else.
import { createServer } from 'node:http';

const body = process.env.BARE_BODY ?? JSON.stringify({ success: true, data: [] });
const server = createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
