/**
 * A plate as compared for 'this plate is already used': no spaces or dashes, upper case, so
 * '1-abc 123', '1ABC123' and '1-ABC-123' are one plate. The server's duplicate check and the
 * device's offline check (client/fleet/use-plate-check.ts) both ask this; the server's SQL twin
 * (plateKeySql in server/fleet/car-writes.repo.ts) must strip the same characters.
 */
export const plateKey = (plate: string | null | undefined): string => (plate ?? '').replace(/[\s-]/g, '').toUpperCase();
