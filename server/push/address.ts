/**
 * Which network addresses and host names a push endpoint may lead to. The server POSTs to every
 * endpoint a browser (or anyone) registers, so an endpoint must reach the public internet only:
 * never the operator's own machine or network, whatever spelling of an address is used.
 */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import ipaddr from 'ipaddr.js';

/** The global unicast block of IPv6; everything outside it is special in one way or another. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
/** The well-known NAT64 prefix: an IPv6-only network reaches IPv4 hosts through these addresses. */
const NAT64_V6 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * True for a public unicast address, false for anything else (loopback, private, link-local,
 * carrier-grade NAT, documentation, benchmarking, multicast, reserved ...), including text that is
 * no address at all. IPv6 forms that carry an IPv4 address (mapped, NAT64) count as that IPv4
 * address; other embeddings (IPv4-compatible, 6to4, Teredo) are refused outright.
 */
export function isPublicAddress(text: string): boolean {
  const bare = text.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return false;
  const address = ipaddr.parse(bare);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  if (v6.match(NAT64_V6)) return isPublicAddress(ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString());
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}

/** Host names an internet push service never has: they name this machine or the local network. */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.arpa', '.localdomain', '.lan'];

/** The name as a resolver compares it: lower case, without brackets or the root's trailing dot. */
export function normalHost(host: string): string {
  return host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

/** Names `/etc/hosts`-style text maps to addresses that are not public. */
export function localHostsNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const [address, ...aliases] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!address || isPublicAddress(address)) continue;
    for (const alias of aliases) names.add(normalHost(alias));
  }
  return names;
}

let hostsFile: Set<string> | undefined;

/** This machine's own names: its host name and what its hosts file points at local addresses. */
function machineNames(): Set<string> {
  if (!hostsFile) {
    let text = '';
    try {
      text = readFileSync('/etc/hosts', 'utf8');
    } catch {
      // No hosts file (another OS): the connection-time check still sees where a name leads.
    }
    hostsFile = localHostsNames(text);
    hostsFile.add(normalHost(hostname()));
  }
  return hostsFile;
}

/**
 * True for a host name that leads to this machine or its network as far as can be told without
 * asking DNS: single-label names (`localhost`, `ip6-localhost`, the machine's name, which resolve
 * through the hosts file or search domains), local-only domains and this machine's own names. A
 * DNS name pointing at a private address is caught when the connection is made.
 */
export function isLocalName(host: string, names: Set<string> = machineNames()): boolean {
  const name = normalHost(host);
  if (!name.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix)) || names.has(name);
}

/** True when `host` is one of the allowed push services' hosts (a listed suffix or below it). */
export function matchesHostList(host: string, suffixes: readonly string[]): boolean {
  const name = normalHost(host);
  return suffixes.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
