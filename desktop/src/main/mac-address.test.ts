import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { normalizeMac, pickMacAddress } from './mac-address.ts';

// Sample os.networkInterfaces() tables as Windows, Linux and macOS report them.

function v4(mac: string, address = '192.168.0.10', internal = false): NetworkInterfaceInfo {
  return { address, netmask: '255.255.255.0', family: 'IPv4', mac, internal, cidr: `${address}/24` };
}
function v6(mac: string, address = 'fe80::1c2d:3e4f', internal = false): NetworkInterfaceInfo {
  return { address, netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac, internal, cidr: `${address}/64`, scopeid: 0 };
}
const loopback = { v4: v4('00:00:00:00:00:00', '127.0.0.1', true), v6: v6('00:00:00:00:00:00', '::1', true) };

const WIRED = 'a4:bb:6d:11:22:33';
const WIFI = 'f0:9e:4a:44:55:66';

describe('pickMacAddress', () => {
  it('Windows: picks the wired card over Wi-Fi, Hyper-V, VirtualBox and VMware adapters', () => {
    const table = {
      'vEthernet (Default Switch)': [v6('00:15:5d:01:02:03'), v4('00:15:5d:01:02:03', '172.20.0.1')],
      'VirtualBox Host-Only Network': [v4('0a:00:27:00:00:0c', '192.168.56.1')],
      'VMware Network Adapter VMnet8': [v4('00:50:56:c0:00:08', '192.168.126.1')],
      'Wi-Fi': [v6(WIFI), v4(WIFI, '192.168.0.23')],
      Ethernet: [v6(WIRED), v4(WIRED, '192.168.0.11')],
      'Loopback Pseudo-Interface 1': [loopback.v6, loopback.v4],
    };
    expect(pickMacAddress(table)).toBe('A4:BB:6D:11:22:33');
  });

  it('Windows: falls back to Wi-Fi when no wired card is connected', () => {
    const table = {
      'vEthernet (WSL)': [v4('00:15:5d:aa:bb:cc', '172.28.0.1')],
      'Wi-Fi': [v4(WIFI, '192.168.0.23')],
      'Loopback Pseudo-Interface 1': [loopback.v4],
    };
    expect(pickMacAddress(table)).toBe('F0:9E:4A:44:55:66');
  });

  it('Windows in Korean: 이더넷 counts as wired, Wi-Fi Direct virtual adapters are skipped', () => {
    const table = {
      'Wi-Fi': [v4(WIFI, '192.168.0.23')],
      '로컬 영역 연결* 2': [v4('f2:9e:4a:44:55:66', '192.168.137.1')],
      이더넷: [v4(WIRED, '192.168.0.11')],
    };
    expect(pickMacAddress(table)).toBe('A4:BB:6D:11:22:33');
  });

  it('Linux: eth0 before wlan0, docker0 never', () => {
    const table = {
      lo: [loopback.v4],
      docker0: [v4('02:42:8f:1a:2b:3c', '172.17.0.1')],
      wlan0: [v4(WIFI, '10.0.0.5')],
      eth0: [v4(WIRED, '10.0.0.4')],
    };
    expect(pickMacAddress(table)).toBe('A4:BB:6D:11:22:33');
    expect(pickMacAddress({ lo: [loopback.v4], docker0: table.docker0, wlan0: table.wlan0 })).toBe('F0:9E:4A:44:55:66');
  });

  it('macOS: en0, not utun tunnels or the bridge100 of Internet Sharing', () => {
    const table = {
      lo0: [loopback.v4],
      utun3: [v6('00:00:00:00:00:00', 'fe80::ce81:b1c:bd2c:69e')],
      bridge100: [v4('36:a1:2b:00:00:64', '192.168.2.1')],
      awdl0: [v6('2e:33:61:aa:bb:cc')],
      en0: [v6(WIFI), v4(WIFI, '192.168.0.30')],
    };
    expect(pickMacAddress(table)).toBe('F0:9E:4A:44:55:66');
  });

  it('is null when the PC has only virtual, tunnel and loopback adapters', () => {
    const table = {
      'vEthernet (Default Switch)': [v4('00:15:5d:01:02:03', '172.20.0.1')],
      'VirtualBox Host-Only Network': [v4('0a:00:27:00:00:0c', '192.168.56.1')],
      'VMware Network Adapter VMnet8': [v4('00:50:56:c0:00:08', '192.168.126.1')],
      docker0: [v4('02:42:8f:1a:2b:3c', '172.17.0.1')],
      utun3: [v6('00:00:00:00:00:00')],
      tailscale0: [v4('00:00:00:00:00:00', '100.101.102.103')],
      lo: [loopback.v4],
    };
    expect(pickMacAddress(table)).toBeNull();
    expect(pickMacAddress({})).toBeNull();
  });

  it('skips virtual NICs by OUI even under an innocent name, and link-local-only adapters', () => {
    const table = {
      'Ethernet 2': [v4('52:54:00:12:34:56', '10.0.2.15')], // QEMU/KVM guest NIC
      'Ethernet 3': [v4('00:ff:12:34:56:78', '10.8.0.2')], // OpenVPN TAP-Windows
      'Ethernet 4': [v4('00:1c:42:00:00:08', '10.211.55.3')], // Parallels
      'Ethernet 6': [v4('00:05:9a:3c:7a:00', '10.20.0.5')], // Cisco AnyConnect, the same MAC on every PC
      'Ethernet 7': [v4('00:09:0f:fe:00:01', '10.212.134.200')], // FortiClient, likewise
      'Ethernet 5': [v4('a4:bb:6d:99:99:99', '169.254.12.34'), v6('a4:bb:6d:99:99:99')], // APIPA only
      'Wi-Fi': [v4(WIFI, '192.168.0.23')],
    };
    expect(pickMacAddress(table)).toBe('F0:9E:4A:44:55:66');
  });

  it('prefers a burned-in address to a randomised (locally administered) one', () => {
    const table = {
      Ethernet: [v4('06:11:22:33:44:55', '192.168.0.11')], // "random hardware address" on
      'Wi-Fi': [v4(WIFI, '192.168.0.23')],
    };
    expect(pickMacAddress(table)).toBe('F0:9E:4A:44:55:66');
    expect(pickMacAddress({ Ethernet: table.Ethernet })).toBe('06:11:22:33:44:55');
  });

  it('is deterministic: the same answer whatever order the OS lists adapters in', () => {
    const a = { Ethernet: [v4('a4:bb:6d:00:00:02')], 'Ethernet 2': [v4('a4:bb:6d:00:00:01')], 'Wi-Fi': [v4(WIFI)] };
    const reversed = Object.fromEntries(Object.entries(a).reverse());
    expect(pickMacAddress(a)).toBe('A4:BB:6D:00:00:02');
    expect(pickMacAddress(reversed)).toBe('A4:BB:6D:00:00:02');
  });
});

describe('normalizeMac', () => {
  it('gives upper case with colons, or null for anything that is not a 48-bit MAC', () => {
    expect(normalizeMac('a4-bb-6d-11-22-33')).toBe('A4:BB:6D:11:22:33');
    expect(normalizeMac('a4:bb:6d:11:22:33')).toBe('A4:BB:6D:11:22:33');
    expect(normalizeMac('a4:bb:6d:11:22')).toBeNull();
    expect(normalizeMac('zz:bb:6d:11:22:33')).toBeNull();
  });
});
