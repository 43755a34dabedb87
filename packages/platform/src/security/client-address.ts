// The client's address, for rate limits, audit rows and the loopback-only developer tools. Behind a reverse proxy
// the socket's address is the proxy's; TRUST_PROXY says which hops may name the client in X-Forwarded-For, with
// Express's semantics ("trust proxy"): a hop count, or the proxies' addresses and networks.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** `hops`: that many proxies stand in front; `trusted`: addresses and CIDR networks of trusted proxies. */
export type ProxyTrust = { hops: number } | { trusted: string[] };

/** Express's names for the usual proxy networks. */
const NAMED_NETWORKS: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `address` or `address/prefix`, checked; undefined when it is neither. */
function parseNetwork(entry: string): { address: string; prefix: number; family: 4 | 6 } | undefined {
  const [address, prefixText, extra] = entry.split('/');
  const family = isIP(address);
  if (extra !== undefined || (family !== 4 && family !== 6)) return undefined;
  const max = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  return prefix >= 0 && prefix <= max ? { address, prefix, family } : undefined;
}

/**
 * TRUST_PROXY as configured: unset, empty, `false` or `0` trust no proxy (the socket's address is the client); a
 * number is the count of proxies in front; otherwise a comma-separated list of proxy addresses, CIDR networks and
 * the names `loopback`, `linklocal`, `uniquelocal`. Throws, naming the entry, when the value is none of these.
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return undefined;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  if (text === 'true') {
    throw new Error(
      'true would believe any X-Forwarded-For a client sends: give the number of proxies or their addresses',
    );
  }
  const trusted: string[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    const named = NAMED_NETWORKS[entry.toLowerCase()];
    if (named) trusted.push(...named);
    else if (parseNetwork(entry)) trusted.push(entry);
    else throw new Error(`"${entry}" is not an address, a CIDR network, loopback, linklocal or uniquelocal`);
  }
  return { trusted };
}

const compiled = new WeakMap<ProxyTrust, BlockList>();

function trustedNetworks(trust: { trusted: string[] }): BlockList {
  let list = compiled.get(trust);
  if (!list) {
    list = new BlockList();
    for (const entry of trust.trusted) {
      const network = parseNetwork(entry);
      if (network) list.addSubnet(network.address, network.prefix, network.family === 4 ? 'ipv4' : 'ipv6');
    }
    compiled.set(trust, list);
  }
  return list;
}

/** One X-Forwarded-For entry as an address (some proxies add a port: `1.2.3.4:5678`, `[::1]:5678`). */
function forwardedAddress(entry: string): string | undefined {
  const text = entry.trim();
  const candidate = text.match(/^\[([^\]]+)\](?::\d+)?$/)?.[1] ?? text.match(/^([\d.]+):\d+$/)?.[1] ?? text;
  return isIP(candidate) ? candidate : undefined;
}

/**
 * The address of the client behind `req`. Without TRUST_PROXY, the socket's. With it, the addresses the trusted
 * hops report are walked from the right, starting at the socket: with a hop count, the address that many hops
 * back (the leftmost if there are fewer); with a list, the first that is not a trusted proxy. An entry that is
 * no address ends the walk at the hop that wrote it, so a client's junk never becomes a key.
 */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust | undefined): string {
  let client = req.socket.remoteAddress ?? '';
  if (!trust) return client;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const networks = 'trusted' in trust ? trustedNetworks(trust) : undefined;
  for (let hop = 0; ; hop++) {
    const family = isIP(client);
    if (!family) return client;
    const trusted = networks
      ? networks.check(client, family === 6 ? 'ipv6' : 'ipv4')
      : hop < (trust as { hops: number }).hops;
    if (!trusted) return client;
    const next = forwarded.pop();
    const address = next === undefined ? undefined : forwardedAddress(next);
    if (!address) return client;
    client = address;
  }
}
