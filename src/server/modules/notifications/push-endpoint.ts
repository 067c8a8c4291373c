// A push subscription's endpoint is a URL a client gives the server, which the server will then
// POST to: it must be an https address on the public internet, never one that reaches this
// server's own network (loopback, private, link-local), unless a test lists its origin.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { SERVER_MESSAGES as M } from '@/shared/server-messages';
import { badRequest } from '@/server/lib/http/http-error';

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 127], ['::ffff:0:0', 96], ['64:ff9b:1::', 48], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');
}

export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** Origins (scheme://host:port) a test's local push receiver runs at: PUSH_TEST_ORIGINS. */
export const parseTestOrigins = (list: string | undefined): string[] =>
  (list ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => new URL(o).origin);

/** Throws a 400 with a sentence unless the endpoint may be posted to. */
export async function checkPushEndpoint(endpoint: string, testOrigins: readonly string[]): Promise<URL> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest(M.pushEndpointNotHttps);
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw badRequest(M.pushEndpointNotHttps);
  if (testOrigins.includes(url.origin)) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw badRequest(M.pushEndpointUnknownHost);
    }
  }
  // Every address must be public: a name that also resolves inside the network is refused.
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw badRequest(M.pushEndpointPrivate);
  return url;
}
