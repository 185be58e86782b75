import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A self-signed certificate for `localhost` / 127.0.0.1 in a new temporary folder: HTTPS receivers of the tests and the bench. */
export function selfSignedCertificate(prefix: string): { dir: string; cert: string; key: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'pipe' },
  );
  return { dir, cert, key };
}
