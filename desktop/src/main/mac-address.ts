import type { NetworkInterfaceInfo } from 'node:os';
import { SHARED_VIRTUAL_MACS } from '@store/shared';

// Which MAC address identifies this PC for license activation (DESIGN.md §6: a key works on at
// most two PCs, one MAC slot each). The same PC must give the same answer on every run, or it
// would use up a second slot; so the choice is made only among stable, physical adapters and is
// deterministic: rank, then name, then MAC.

type InterfaceTable = NodeJS.Dict<NetworkInterfaceInfo[]>;

// Virtual adapters by name: hypervisors, containers, VPNs and tunnels come and go (or are
// recreated with new MACs), so a license bound to them would move or break.
const VIRTUAL_NAME_PATTERNS: readonly RegExp[] = [
  /^lo\d*$/i, // loopback (Linux lo, macOS lo0)
  /loopback/i, // Windows "Loopback Pseudo-Interface 1", "Npcap Loopback Adapter"
  /vethernet/i, // Hyper-V virtual switch ("vEthernet (Default Switch)", WSL)
  /hyper-v/i,
  /virtualbox|vboxnet/i,
  /vmware|vmnet/i,
  /docker|^br-|^veth|^virbr|^cni|^flannel|^podman/i, // containers and Linux bridges
  /^(utun|tun|tap|ppp|ipsec|gif|stf|awdl|llw|anpi|ap)\d/i, // macOS/Linux tunnels, AirDrop, Wi-Fi Direct
  /^bridge\d/i, // macOS Internet Sharing / VM bridges
  /\btap\b|tap-windows|openvpn|wireguard|^wg\d|tailscale|zerotier|^zt|nordlynx|hamachi|radmin|vpn/i,
  /bluetooth|블루투스/i, // Bluetooth PAN: not the network card in use
  /\*/, // Windows "Local Area Connection* 2" = Wi-Fi Direct virtual adapter
];

// Organisationally unique identifiers that only virtual NICs use.
const VIRTUAL_OUI_PREFIXES: readonly string[] = [
  '00:15:5D', // Hyper-V
  '00:03:FF', // Microsoft Virtual PC
  '00:05:69', // VMware
  '00:0C:29', // VMware
  '00:1C:14', // VMware
  '00:50:56', // VMware
  '08:00:27', // VirtualBox
  '0A:00:27', // VirtualBox host-only
  '02:42', // Docker
  '00:1C:42', // Parallels
  '00:16:3E', // Xen
  '52:54:00', // QEMU/KVM
  '00:FF', // TAP-Windows (OpenVPN) adapters, which Windows names plain "Ethernet 2"
  '00:05:9A:3C', // Cisco AnyConnect's virtual adapter, also a plain "Ethernet 3"
  '00:09:0F:FE', // FortiClient's virtual adapter
  ...SHARED_VIRTUAL_MACS,
];

const WIRED_NAME = /ethernet|이더넷|local area connection|로컬 영역 연결|^eth\d|^en[opsx]|^em\d/i;
const WIFI_NAME = /wi-?fi|wlan|wireless|무선|^wl/i;

/** Upper case with colons, the one form the license API stores; null if not a 48-bit MAC. */
export function normalizeMac(mac: string): string | null {
  const hex = mac.trim().toUpperCase().replace(/[-:]/g, '');
  if (!/^[0-9A-F]{12}$/.test(hex)) return null;
  return hex.match(/../g)!.join(':');
}

function isVirtualName(name: string): boolean {
  return VIRTUAL_NAME_PATTERNS.some((pattern) => pattern.test(name));
}

function isUsableMac(mac: string): boolean {
  if (mac === '00:00:00:00:00:00') return false;
  // Multicast bit set: not an adapter's own unicast address.
  if (parseInt(mac.slice(0, 2), 16) & 0x01) return false;
  return !VIRTUAL_OUI_PREFIXES.some((prefix) => mac.startsWith(prefix));
}

/** Locally administered bit: randomised ("private") Wi-Fi MACs, VPNs, VMs. Kept only as a last resort. */
function isLocallyAdministered(mac: string): boolean {
  return (parseInt(mac.slice(0, 2), 16) & 0x02) !== 0;
}

function isLinkLocal(entry: NetworkInterfaceInfo): boolean {
  return entry.family === 'IPv6' ? /^fe[89ab]/i.test(entry.address) : entry.address.startsWith('169.254.');
}

function kindRank(name: string): number {
  if (WIRED_NAME.test(name)) return 0; // a desktop's wired card is the most stable choice
  if (WIFI_NAME.test(name)) return 2;
  return 1; // physical but unnamed by kind, e.g. macOS en0
}

interface Candidate {
  name: string;
  mac: string;
  rank: number;
}

/**
 * The MAC address of this PC's physical network adapter, preferring wired Ethernet over Wi-Fi;
 * null when there is none (only loopback, virtual or tunnel adapters).
 */
export function pickMacAddress(table: InterfaceTable): string | null {
  const candidates: Candidate[] = [];
  for (const [name, entries] of Object.entries(table)) {
    if (!entries?.length || isVirtualName(name)) continue;
    if (entries.some((entry) => entry.internal)) continue;
    // Adapters with only link-local addresses (fe80::, 169.254.x.x) are oddities such as
    // Apple's AWDL or a disconnected card that got APIPA: not the network card the PC uses.
    if (entries.every(isLinkLocal)) continue;
    const mac = entries.map((entry) => normalizeMac(entry.mac)).find((m): m is string => m !== null && isUsableMac(m));
    if (!mac) continue;
    candidates.push({ name, mac, rank: kindRank(name) + (isLocallyAdministered(mac) ? 10 : 0) });
  }
  // Plain code-unit comparison, not localeCompare: the order must not depend on the OS locale.
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  candidates.sort((a, b) => a.rank - b.rank || compare(a.name, b.name) || compare(a.mac, b.mac));
  return candidates[0]?.mac ?? null;
}
