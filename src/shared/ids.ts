// UUIDv7: time-ordered, made wherever a record is born (browser or server), so a record created
// offline keeps its id (docs/architecture.md section 4). Ids made in the same millisecond carry a
// rising 12-bit counter (RFC 9562, method 1), so sorting by id keeps the order they were made in:
// the demo company, built in a few milliseconds, comes out the same on every first start.
let lastMs = -1;
let counter = 0;

export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  // A fresh millisecond starts the counter at a random value below 2048, leaving room to count up.
  if (now === lastMs && counter < 0xfff) counter++;
  else {
    lastMs = now;
    counter = ((bytes[6]! & 0x07) << 8) | bytes[7]!;
  }
  let ts = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ts % 256;
    ts = Math.floor(ts / 256);
  }
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** When a UUIDv7 was made (ms since epoch, its first 48 bits); null for any other id. */
export function uuidv7Time(id: string): number | null {
  if (!UUID_PATTERN.test(id) || id[14] !== '7') return null;
  return parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}
