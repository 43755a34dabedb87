// The control plane of a server running with HTTPS=1: the AWS SDK and plain requests trust the server's own
// certificate (generated into its data directory, or TLS_CERT), not every certificate.
import { existsSync, readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { NodeHttpHandler } from '@smithy/node-http-handler';

function serverCertificate(): string {
  const file = process.env.E2E_TLS_CERT ?? path.join(process.env.E2E_DATA_DIR ?? '', 'tls', 'cert.pem');
  if (!existsSync(file)) throw new Error(`No server certificate at ${file} (set E2E_TLS_CERT)`);
  return readFileSync(file, 'utf8');
}

export function tlsAgent(): https.Agent {
  return new https.Agent({ ca: serverCertificate(), keepAlive: false });
}

export function tlsAdminClient(baseURL: string): CognitoIdentityProviderClient {
  const accessKeyId = process.env.E2E_ADMIN_KEY_ID;
  const secretAccessKey = process.env.E2E_ADMIN_SECRET;
  if (!accessKeyId || !secretAccessKey) throw new Error('Set E2E_ADMIN_KEY_ID and E2E_ADMIN_SECRET');
  return new CognitoIdentityProviderClient({
    region: 'eu-west-2',
    endpoint: new URL('/cognito', baseURL).toString(),
    credentials: { accessKeyId, secretAccessKey },
    requestHandler: new NodeHttpHandler({ httpsAgent: tlsAgent() }),
  });
}

/** GET a JSON document from the server over its TLS. */
export function tlsGetJson<T>(url: string): Promise<T> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { agent: tlsAgent() }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(body) as T);
          } catch (error) {
            reject(error);
          }
        });
      })
      .on('error', reject);
  });
}
