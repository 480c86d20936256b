import { describe, expect, it } from 'vitest';
import { syncLabel, type SyncCounts } from './sync-label';

const online = { online: true, offlineReason: null, pulling: false, replaying: false };
const none: SyncCounts = { pending: 0, stuck: 0, failed: 0, lastSyncAt: null };

describe("the header's sync label", () => {
  it("says Downloading… on a new device whose engine waits for the worker's first download, replaying or pulling, never 'Sending 0'", () => {
    expect(syncLabel({ ...online, replaying: true }, none)).toMatchObject({ state: 'synced', label: 'Downloading…' });
    expect(syncLabel({ ...online, pulling: true }, none)).toMatchObject({ state: 'synced', label: 'Downloading…' });
  });

  it('says what is being sent, with or without a count', () => {
    expect(syncLabel({ ...online, replaying: true }, { ...none, pending: 2 }).label).toBe('Sending 2…');
    const synced = { ...none, lastSyncAt: new Date(Date.now() - 5000).toISOString() };
    expect(syncLabel({ ...online, replaying: true }, synced)).toMatchObject({ state: 'sending', label: 'Sending…' });
  });

  it('puts offline and failures before the rest', () => {
    expect(syncLabel({ ...online, online: false, offlineReason: 'no-server' }, { ...none, pending: 1, stuck: 1 }).label).toBe('Server unreachable · 2 waiting');
    expect(syncLabel(online, { ...none, failed: 1, stuck: 2 }).label).toBe('1 not saved · 2 stuck');
  });

  it('says when data was last fresh once synced', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(syncLabel(online, { ...none, lastSyncAt: '2026-11-28T09:59:58Z' }, now).label).toBe('Synced just now');
  });
});
