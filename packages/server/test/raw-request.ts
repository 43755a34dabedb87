// A plain HTTP request for the tests of the server's web layer: status, headers and the body as sent (nothing
// decoded), with the path sent as written (a URL would resolve its dot segments first).
import http from 'node:http';

export interface TRawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<TRawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .request({ host: hostname, port, path, headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}
