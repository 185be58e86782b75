import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { graphqlMiddleware } from '../../src/graphql/http';

/**
 * src/graphql/http.ts replaces @as-integrations/express5's middleware on the hot path: every answer
 * must be the integration's, byte for byte (status, headers in order, body), on the paths it
 * shortens (POST with a JSON answer) and on those it hands back to express (GET, HEAD, conditional).
 */

let server: ApolloServer;
let base: string;
let listener: http.Server;

beforeAll(async () => {
  server = new ApolloServer({
    typeDefs: 'type Query { hello(name: String): String, big: [String!]!, boom: String }',
    resolvers: {
      Query: {
        hello: (_: unknown, { name }: { name?: string }) => `olá ${name ?? 'mundo'} 😀`,
        big: () => Array.from({ length: 200 }, (_, i) => `item ${i} é`),
        boom: () => {
          throw new Error('boom');
        },
      },
    },
    csrfPrevention: false,
  });
  await server.start();
  const app = express();
  app.set('etag', false);
  app.disable('x-powered-by');
  const json = express.json();
  app.use('/theirs', json, expressMiddleware(server, { context: async () => ({}) }));
  app.use(
    '/ours',
    json,
    graphqlMiddleware(server, async () => ({})),
  );
  listener = app.listen(0, '127.0.0.1');
  await new Promise((r) => listener.once('listening', r));
  base = `127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => listener.close(r));
  await server.stop();
});

function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<string> {
  const [host, port] = base.split(':');
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port: Number(port), method, path, headers: { ...headers, connection: 'close' } }, (res) => {
      const lines = [`${res.statusCode}`];
      for (let i = 0; i < res.rawHeaders.length; i += 2) if (!/^date$/i.test(res.rawHeaders[i])) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve(`${lines.join('\n')}\n\n${text}`));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const cases: [string, string, string, Record<string, string>, string | undefined][] = [
  ['POST, small answer', 'POST', '', json, JSON.stringify({ query: '{ hello(name: "Zoë") }' })],
  ['POST, answer over 1,000 characters', 'POST', '', json, JSON.stringify({ query: '{ big }' })],
  ['POST, field error', 'POST', '', json, JSON.stringify({ query: '{ boom hello }' })],
  ['POST, syntax error (400)', 'POST', '', json, JSON.stringify({ query: '{ hello(' })],
  ['POST, query string present', 'POST', '?x=1', json, JSON.stringify({ query: '{ hello }' })],
  ['POST, graphql-response+json', 'POST', '', { ...json, accept: 'application/graphql-response+json' }, JSON.stringify({ query: '{ big }' })],
  ['POST, no body', 'POST', '', {}, undefined],
  ['GET with a query string', 'GET', '?query=%7B%20big%20%7D', {}, undefined],
  ['GET, conditional', 'GET', '?query=%7B%20hello%20%7D', { 'if-none-match': '*' }, undefined],
  ['HEAD', 'HEAD', '?query=%7B%20hello%20%7D', {}, undefined],
];

test.each(cases)('%s: the same bytes as @as-integrations/express5', async (_name, method, search, headers, body) => {
  const theirs = await raw(method, `/theirs${search}`, headers, body);
  const ours = await raw(method, `/ours${search}`, headers, body);
  expect(ours).toBe(theirs);
  expect(ours.length).toBeGreaterThan(3);
});
