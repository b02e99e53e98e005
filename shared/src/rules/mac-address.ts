// MAC addresses as the license API stores them in a key's two slots: upper case, colon
// separated (`00:1A:2B:3C:4D:5E`). PCs report them as `00-1a-2b-3c-4d-5e` (Windows),
// `00:1a:2b:3c:4d:5e` (Linux, macOS) or `001A.2B3C.4D5E` (Cisco); all mean the same adapter, so
// they are normalised before any comparison: one PC must never take two slots by spelling.

export const MAC_MESSAGES = {
  invalid: 'MAC 주소 형식이 올바르지 않습니다. (예: 00:1A:2B:3C:4D:5E)',
  notPhysical: '사용할 수 없는 MAC 주소입니다. 실제 네트워크 어댑터의 주소를 사용해 주세요.',
} as const;

/** The normalised form, or null when `input` is not a MAC address we accept. */
export function normalizeMacAddress(input: string): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const hex = input.trim().replace(/[:.\-\s]/g, '');
  if (!/^[0-9A-Fa-f]{12}$/.test(hex)) return null;
  // Separators must be consistent with one of the known spellings, not sprinkled anywhere.
  const trimmed = input.trim();
  const known = [/^[0-9A-Fa-f]{12}$/, /^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$/, /^([0-9A-Fa-f]{4}\.){2}[0-9A-Fa-f]{4}$/];
  if (!known.some((p) => p.test(trimmed))) return null;
  if (/^([0-9A-Fa-f]{2}):/.test(trimmed) && trimmed.includes('-')) return null;
  const upper = hex.toUpperCase();
  const mac = upper.match(/.{2}/g)!.join(':');
  return isUsableMacAddress(mac) ? mac : null;
}

/**
 * All-zero, broadcast and multicast addresses (lowest bit of the first octet) name no single PC:
 * accepting them would let any program claim a slot without a real adapter.
 */
export function isUsableMacAddress(mac: string): boolean {
  if (mac === '00:00:00:00:00:00' || mac === 'FF:FF:FF:FF:FF:FF') return false;
  const first = Number.parseInt(mac.slice(0, 2), 16);
  return (first & 1) === 0;
}

/**
 * MACs that VPN clients give their virtual adapter on every PC alike (Cisco AnyConnect,
 * FortiClient, Palo Alto GlobalProtect). One of them names no single PC: every PC with that VPN
 * connected would pass as the PC holding the slot, so activation refuses them (notPhysical) and
 * the desktop app never picks them.
 */
export const SHARED_VIRTUAL_MACS: readonly string[] = ['00:05:9A:3C:7A:00', '00:09:0F:FE:00:01', '02:50:41:00:00:01'];
