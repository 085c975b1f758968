// Serves a build at `/` instead of its base path, to show the base-URL warning.
import http from 'node:http';
import handler from 'serve-handler';

const [dir, port] = process.argv.slice(2);
http
  .createServer((req, res) => handler(req, res, {public: dir}))
  .listen(Number(port), '127.0.0.1');
