import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { importPKCS8, importSPKI } from 'jose';

type Key = Awaited<ReturnType<typeof importPKCS8>>;

export interface SigningKeys {
  privateKey: Key;
  publicKey: Key;
  publicPem: string;
}

function writeSecret(file: string, content: string): void {
  fs.writeFileSync(file, content, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // the umask may have widened the mode on creation
}

/** Loads the RS256 key pair from the data folder, generating it on first start. */
export async function loadSigningKeys(dataDir: string): Promise<SigningKeys> {
  const privateFile = path.join(dataDir, 'jwt-private.pem');
  const publicFile = path.join(dataDir, 'jwt-public.pem');
  if (!fs.existsSync(privateFile) || !fs.existsSync(publicFile)) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeSecret(privateFile, pair.privateKey);
    writeSecret(publicFile, pair.publicKey);
  }
  const privatePem = fs.readFileSync(privateFile, 'utf8');
  const publicPem = fs.readFileSync(publicFile, 'utf8');
  return {
    privateKey: await importPKCS8(privatePem, 'RS256'),
    publicKey: await importSPKI(publicPem, 'RS256'),
    publicPem,
  };
}
