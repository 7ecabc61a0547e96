// node --test scripts/lib/nginx-releases.test.mjs (part of npm run test:scripts): Debian's nginx
// runs deploy/nginx/plateforme-dons-releases.conf (only its folder moved to a temporary one)
// and the cache headers of the runtime manifest and of a release are checked.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { rootDir } from './workspace.mjs';

const folder = 'mf_public/1.0.0-0123456789';
const SECRET = 'jwt-secret-do-not-serve-0123456789abcdef';
let prefix;
let nginx;
let base;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A GET through nginx: status, headers (lower-case names) and body. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body }),
        );
      })
      .on('error', reject);
  });
}

function write(file, content) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  writeFileSync(file, content, { mode: 0o644 });
}

before(async () => {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
    (candidate) => spawnSync(candidate, ['-v']).status === 0,
  );
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx)');
  prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-releases-'));
  // nginx's workers may run as another user: they read the releases under the prefix.
  chmodSync(prefix, 0o755);
  const srv = path.join(prefix, 'srv');
  write(path.join(srv, 'releases/remotes.json'), '{"mf_public":"/releases/x/mf-manifest.json"}');
  write(path.join(srv, 'releases/mf_public/history.json'), '["1.0.0-0123456789"]');
  write(path.join(srv, 'releases', folder, 'remoteEntry.js'), 'var mf_public;');
  write(path.join(srv, 'releases', folder, 'mf-manifest.json'), '{"name":"mf_public"}');
  write(path.join(srv, 'releases', folder, 'src_exposes_home.89abcdef.js'), 'home()');
  // Issue 26 item 13: links planted in a release folder, to a stand-in for the token secret
  // (readable by nginx's workers, so only the configuration can refuse them).
  write(path.join(prefix, 'data/jwt-secret'), SECRET);
  chmodSync(path.join(prefix, 'data'), 0o755);
  symlinkSync(path.join(prefix, 'data/jwt-secret'), path.join(srv, 'releases', folder, 'leak.js'));
  symlinkSync(
    path.join(prefix, 'data/jwt-secret'),
    path.join(srv, 'releases', folder, 'leak.0123abcd.js'),
  );
  symlinkSync(path.join(prefix, 'data'), path.join(srv, 'releases', folder, 'data'));
  const releasesConf = readFileSync(
    path.join(rootDir, 'deploy/nginx/plateforme-dons-releases.conf'),
    'utf8',
  ).replaceAll('/srv/plateforme-dons', srv);
  write(path.join(prefix, 'releases.conf'), releasesConf);
  const port = await freePort();
  const conf = `
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
worker_processes 1;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    include ${prefix}/releases.conf;
  }
}
`;
  write(path.join(prefix, 'nginx.conf'), conf);
  nginx = spawn(
    binary,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      await get('/remotes.json');
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('nginx did not start');
});

after(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  rmSync(prefix, { recursive: true, force: true });
});

/** A GET, then the same GET with the validator it answered: the browser's revalidation. */
async function getTwice(url) {
  const first = await get(url);
  const etag = first.headers.etag;
  const again = etag ? await get(url, { 'if-none-match': etag }) : null;
  return { first, etag, again };
}

test('the runtime manifest is revalidated: no-cache, an ETag, 304 while unchanged', async () => {
  const { first, etag, again } = await getTwice('/remotes.json');
  assert.equal(first.status, 200);
  assert.equal(first.headers['cache-control'], 'no-cache');
  assert.equal(first.headers['x-frame-options'], 'DENY');
  assert.match(first.headers['content-type'], /application\/json/);
  assert.ok(etag);
  assert.equal(again.status, 304);
});

test("a release's entry and manifest are revalidated, its hashed chunks kept a year", async () => {
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const { first, etag, again } = await getTwice(`/releases/${folder}/${file}`);
    assert.equal(first.status, 200, file);
    assert.equal(first.headers['cache-control'], 'no-cache', file);
    // As every answer of the instances: no site may frame what is served here.
    assert.equal(first.headers['x-frame-options'], 'DENY', file);
    assert.ok(etag, file);
    assert.equal(again.status, 304, file);
  }
  const chunk = await get(`/releases/${folder}/src_exposes_home.89abcdef.js`);
  assert.equal(chunk.status, 200);
  assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(chunk.headers['x-frame-options'], 'DENY');
  assert.equal(chunk.body, 'home()');
});

test('nothing outside a release folder is served under /releases/', async () => {
  for (const url of [
    '/releases/remotes.json',
    '/releases/mf_public/history.json',
    '/releases/',
    `/releases/${folder}/missing.0123abcd.js`,
  ]) {
    assert.equal((await get(url)).status, 404, url);
  }
});

test('a symbolic link in a release folder is a 404, whatever it points to', async () => {
  for (const url of [
    `/releases/${folder}/leak.js`,
    `/releases/${folder}/leak.0123abcd.js`,
    `/releases/${folder}/data/jwt-secret`,
  ]) {
    const answer = await get(url);
    assert.equal(answer.status, 404, url);
    assert.ok(!answer.body.includes(SECRET), url);
  }
  assert.equal((await get(`/releases/${folder}/remoteEntry.js`)).status, 200);
});
